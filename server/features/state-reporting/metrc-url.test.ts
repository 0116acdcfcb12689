import { describe, expect, it } from 'vitest';
import { defaultMetrcUrl, isPublicAddress, metrcUrlProblem, type MetrcUrlPolicy } from './metrc-url.ts';

const strict: MetrcUrlPolicy = { allowHttp: false, metrcHostsOnly: false, allowedHosts: [] };
const standIn: MetrcUrlPolicy = { ...strict, allowHttp: true };
const severalAccounts: MetrcUrlPolicy = { ...strict, metrcHostsOnly: true };

describe("a location's Metrc URL", () => {
  it('defaults by state', () => {
    expect(defaultMetrcUrl('OR')).toBe('https://api-or.metrc.com');
    expect(defaultMetrcUrl('ca')).toBe('https://api-ca.metrc.com');
    expect(defaultMetrcUrl('WA')).toBeNull();
    // Illinois and New York report to Metrc too.
    expect(defaultMetrcUrl('IL')).toBe('https://api-il.metrc.com');
    expect(defaultMetrcUrl('ny')).toBe('https://api-ny.metrc.com');
  });
  it('takes only https:// URLs of public hosts unless plain HTTP is allowed', () => {
    expect(metrcUrlProblem('https://api-or.metrc.com', strict)).toBeNull();
    for (const internal of ['http://api-or.metrc.com', 'https://127.0.0.1:8080', 'https://localhost', 'https://10.1.2.3', 'https://192.168.0.5',
      'https://169.254.169.254', 'https://[::1]', 'https://[fd00::1]', 'https://metadata', 'https://user:pw@api-or.metrc.com', 'ftp://api-or.metrc.com', 'nonsense',
      // IPv4-mapped IPv6 (the URL parser rewrites it to ::ffff:7f00:1), its hex form, IPv4-compatible, and trailing-dot names.
      'https://[::ffff:127.0.0.1]:8443', 'https://[::ffff:7f00:1]', 'https://[::ffff:a00:1]', 'https://[::127.0.0.1]', 'https://[::7f00:1]',
      'https://localhost.', 'https://metadata.google.internal.', 'https://[fe80::1]', 'https://100.64.0.1', 'https://0.0.0.0']) {
      expect(metrcUrlProblem(internal, strict), internal).not.toBeNull();
    }
    expect(metrcUrlProblem('http://127.0.0.1:4000', standIn)).toBeNull();
    expect(metrcUrlProblem('file:///etc/passwd', standIn)).not.toBeNull();
  });
  it("where the server serves several accounts, only Metrc's own hosts or the operator's", () => {
    expect(metrcUrlProblem('https://api-or.metrc.com', severalAccounts)).toBeNull();
    expect(metrcUrlProblem('https://sandbox-api-ca.metrc.com', severalAccounts)).toBeNull();
    for (const other of ['https://collector.example.com', 'https://api-or.metrc.com.example.com', 'https://api-wa.metrc.com', 'https://evil-api-or.metrc.com']) {
      expect(metrcUrlProblem(other, severalAccounts), other).toMatch(/Metrc's address/);
    }
    expect(metrcUrlProblem('https://metrc-proxy.example.com', { ...severalAccounts, allowedHosts: ['metrc-proxy.example.com'] })).toBeNull();
    // The stand-in (--metrc-allow-http) is the operator's choice too.
    expect(metrcUrlProblem('http://127.0.0.1:4000', { ...severalAccounts, allowHttp: true })).toBeNull();
  });
});

describe('public addresses (ipaddr.js ranges)', () => {
  it('refuses every internal range and every IPv6 form that carries an IPv4 address', () => {
    for (const address of ['127.0.0.1', '10.0.0.1', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1',
      '::1', '::', 'fd00::1', 'fc00::1', 'fe80::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::7f00:1', '::8.8.8.8', '64:ff9b::7f00:1',
      '2002:7f00:1::', '2001::1', 'not an address']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['8.8.8.8', '52.1.2.3', '2606:4700::1111', '::ffff:8.8.8.8']) expect(isPublicAddress(address), address).toBe(true);
  });
});
