import { describe, expect, it } from 'vitest';
import { defaultMetrcUrl, metrcUrlProblem } from './metrc-url.ts';

describe("a location's Metrc URL", () => {
  it('defaults by state', () => {
    expect(defaultMetrcUrl('OR')).toBe('https://api-or.metrc.com');
    expect(defaultMetrcUrl('ca')).toBe('https://api-ca.metrc.com');
    expect(defaultMetrcUrl('WA')).toBeNull();
  });
  it('takes only https:// URLs of public hosts unless plain HTTP is allowed', () => {
    expect(metrcUrlProblem('https://api-or.metrc.com', false)).toBeNull();
    for (const internal of ['http://api-or.metrc.com', 'https://127.0.0.1:8080', 'https://localhost', 'https://10.1.2.3', 'https://192.168.0.5',
      'https://169.254.169.254', 'https://[::1]', 'https://[fd00::1]', 'https://metadata', 'https://user:pw@api-or.metrc.com', 'ftp://api-or.metrc.com', 'nonsense']) {
      expect(metrcUrlProblem(internal, false), internal).not.toBeNull();
    }
    expect(metrcUrlProblem('http://127.0.0.1:4000', true)).toBeNull();
    expect(metrcUrlProblem('file:///etc/passwd', true)).not.toBeNull();
  });
});
