// What a chunk group needs before its code can run: its own chunks, and for every shared module those
// chunks consume, the chunks of the app's own copy of it, recursively. Never the
// group's lazy children (a later page). Read by the build plugins that tell the server or the HTML what
// to preload (issue 22 item 1).

/**
 * @param {import('webpack').Compilation} compilation
 * @param {Iterable<import('webpack').ChunkGroup | undefined>} groups
 * @returns {{ chunks: Set<import('webpack').Chunk>, shareKeys: Set<string> }}
 */
function chunkClosure(compilation, groups) {
  const { chunkGraph } = compilation;
  // The app's own copy of a shared module is loaded through its provide chunk group once the app has
  // registered it, not through the consume fallback (webpack may emit the same module in both).
  const provideBlocks = new Map();
  for (const module of compilation.modules) {
    if (module.constructor.name === 'ProvideSharedModule') {
      provideBlocks.set(module._name, module.blocks);
    }
  }
  const chunks = new Set();
  const shareKeys = new Set();
  const seen = new Set();
  const visit = (group) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.constructor.name !== 'ConsumeSharedModule') continue;
        const key = module.options.shareKey;
        shareKeys.add(key);
        for (const block of provideBlocks.get(key) ?? module.blocks) {
          visit(chunkGraph.getBlockChunkGroup(block));
        }
      }
    }
  };
  for (const group of groups) visit(group);
  return { chunks, shareKeys };
}

/**
 * The chunk group of one expose of a remote (`./parcel`), or undefined.
 * @param {import('webpack').Compilation} compilation
 * @param {string} exposedName
 */
function exposeChunkGroup(compilation, exposedName) {
  const container = [...compilation.modules].find(
    (m) => m.constructor.name === 'ContainerEntryModule',
  );
  const block = container?.blocks.find((b) =>
    b.dependencies.some((d) => d.exposedName === exposedName),
  );
  return block ? compilation.chunkGraph.getBlockChunkGroup(block) : undefined;
}

/**
 * The files each shared module this app PROVIDES loads (its provide chunk group: what the share scope's
 * getter requests when this app's copy is the one used), by share key; eager ones (inside the entry)
 * have none. Webpack may emit one chunk under two names (a consume fallback's and a provide's); only
 * the provide's is ever requested once the app has registered its shared modules.
 * @param {import('webpack').Compilation} compilation
 * @returns {Record<string, { version: string, js: string[], css: string[] }>}
 */
function providedShared(compilation) {
  const { chunkGraph } = compilation;
  /** @type {Record<string, { version: string, js: string[], css: string[] }>} */
  const out = {};
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ProvideSharedModule') continue;
    const files = new Set();
    for (const block of module.blocks) {
      for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
        for (const file of chunk.files) files.add(file);
      }
    }
    const list = [...files].sort();
    out[module._name] = {
      version: String(module._version ?? ''),
      js: list.filter((file) => file.endsWith('.js')),
      css: list.filter((file) => file.endsWith('.css')),
    };
  }
  return out;
}

module.exports = { chunkClosure, exposeChunkGroup, providedShared };
