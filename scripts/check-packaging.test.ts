import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkPackaging } from './check-packaging.ts';

const repoRoot = join(import.meta.dirname, '..');
const projectDirs: string[] = [];

/** A project holding the repository's electron-builder.yml, edited by `change`, with its package.json and icon. */
function projectWith(change: (yaml: string) => string): string {
  const projectDir = mkdtempSync(join(tmpdir(), 'canopy-packaging-'));
  projectDirs.push(projectDir);
  writeFileSync(join(projectDir, 'electron-builder.yml'), change(readFileSync(join(repoRoot, 'electron-builder.yml'), 'utf8')));
  copyFileSync(join(repoRoot, 'package.json'), join(projectDir, 'package.json'));
  mkdirSync(join(projectDir, 'build'));
  copyFileSync(join(repoRoot, 'build', 'icon.png'), join(projectDir, 'build', 'icon.png'));
  return projectDir;
}

afterEach(() => { for (const dir of projectDirs.splice(0)) rmSync(dir, { recursive: true, force: true }); });

describe('checkPackaging', () => {
  it('passes the repository’s electron-builder.yml', async () => {
    const config = await checkPackaging('electron-builder.yml', projectWith((yaml) => yaml));
    expect(config.appId).toBe('demo.canopy.register');
  });

  it('refuses an option electron-builder does not know', async () => {
    await expect(checkPackaging('electron-builder.yml', projectWith((yaml) => `${yaml}\nlinux2:\n  target: [AppImage]\n`))).rejects.toThrow(/linux2/);
  });

  it('refuses a main other than the one build-electron writes, and an icon that is missing', async () => {
    await expect(checkPackaging('electron-builder.yml', projectWith((yaml) => yaml.replace('main: dist/electron/main.js', 'main: dist/main.js')))).rejects.toThrow(/extraMetadata\.main/);
    await expect(checkPackaging('electron-builder.yml', projectWith((yaml) => yaml.replace('icon: build/icon.png', 'icon: build/missing.png')))).rejects.toThrow(/missing\.png/);
  });
});
