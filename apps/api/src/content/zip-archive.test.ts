import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zipArchive } from './zip-archive';

/** Python's zipfile (python3 is on every machine of this project) reads the archive independently. */
const READ_WITH_PYTHON = `
import json, sys, zipfile
archive = zipfile.ZipFile(sys.argv[1])
assert archive.testzip() is None
print(json.dumps([[i.filename, archive.read(i).decode(), (i.external_attr >> 16) & 0o777] for i in archive.infolist()]))
`;

describe('zipArchive', () => {
  it('writes an archive another zip reader extracts byte for byte, with executable bits kept', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zip-'));
    const pom = '<project>\n  <modelVersion>4.0.0</modelVersion>\n</project>\n'.repeat(20);
    const archive = zipArchive([
      { path: 'bookmarks/pom.xml', bytes: Buffer.from(pom) },
      { path: 'bookmarks/mvnw', bytes: Buffer.from('#!/bin/sh\necho ok\n'), mode: 0o755 },
      { path: 'bookmarks/empty.txt', bytes: Buffer.alloc(0) },
    ]);
    writeFileSync(join(dir, 'lab.zip'), archive);
    const entries = JSON.parse(execFileSync('python3', ['-c', READ_WITH_PYTHON, join(dir, 'lab.zip')]).toString());
    expect(entries).toEqual([
      ['bookmarks/pom.xml', pom, 0o644],
      ['bookmarks/mvnw', '#!/bin/sh\necho ok\n', 0o755],
      ['bookmarks/empty.txt', '', 0o644],
    ]);
  });

  it('is the same bytes for the same files, so a repeated import changes nothing', () => {
    const files = [{ path: 'a/b.txt', bytes: Buffer.from('same') }];
    expect(zipArchive(files)).toEqual(zipArchive(files));
  });
});
