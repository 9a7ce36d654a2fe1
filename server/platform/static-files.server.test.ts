import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './static-files.server.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script exactly, and skips external and JSON-LD scripts', () => {
    const html = [
      '<script>window.a = 1;</script>',
      '<script type="module">import "/assets/x.js";\n</script>',
      '<script src="/assets/entry.js"></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha('window.a = 1;'),
      sha('import "/assets/x.js";\n'),
    ]);
  });
});
