// TypeScript declarations of every JSON Schema in docs/schema/, made with json-schema-to-typescript: one
// <document>.d.ts beside each <document>.schema.json, and a copy of the games the browser client plays (and of
// the server's messages) in the client's own folder, web/types/, so that they ship in warp-server's jar.
//
//   node declarations.mjs            rewrites the committed declarations (npm run declarations)
//   node declarations.mjs --check    writes them to warp-server/target/declarations/ and fails, naming the
//                                    files, when they differ from the committed ones (the Maven build runs it)
//
// The root type of each document is named after its game and document (WarpView, ClassicMove, ServerMessage,
// …); the types inside keep their schema's names. A reference to another document (the server's messages
// carry each game's view, events and moves) becomes an import of that document's declarations, so each type
// is declared once.
import {compile} from 'json-schema-to-typescript';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../../../..');
const SCHEMAS = join(ROOT, 'docs/schema');
const WEB_TYPES = join(ROOT, 'warp-server/src/main/resources/org/iwgf/warp/server/web/types');
const CHECKED_OUT = join(ROOT, 'warp-server/target/declarations');
const REGENERATE = '(cd warp-server/src/main/typescript && npm ci --ignore-scripts && npm run declarations)';
// The games the browser client plays, and the server's own messages: their declarations ship with the page.
const WEB_GAMES = ['blackhole', 'classic', 'server', 'warp', 'wormhole'];
const GAME_NAMES = {
  blackhole: 'BlackHole', classic: 'Classic', rated: 'Rated', server: 'Server', tei: 'Tei', warp: 'Warp',
  wormhole: 'Wormhole',
};

function typeName(game, document) {
  const prefix = GAME_NAMES[game];
  if (!prefix) throw new Error(`docs/schema/${game}/ has no type name prefix: add it to GAME_NAMES`);
  return prefix + document.charAt(0).toUpperCase() + document.slice(1);
}

// A reference to another document ("../warp/view.schema.json") as an import of its declarations.
function importsOtherDocuments(node) {
  if (Array.isArray(node)) return node.map(importsOtherDocuments);
  if (node === null || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && !value.startsWith('#')) {
      const match = /^\.\.\/([a-z]+)\/([a-z]+)\.schema\.json$/.exec(value);
      if (!match) throw new Error(`unexpected reference ${value}: only ../<game>/<document>.schema.json is read`);
      out.tsType = `import("../${match[1]}/${match[2]}").${typeName(match[1], match[2])}`;
    } else {
      out[key] = importsOtherDocuments(value);
    }
  }
  return out;
}

async function declaration(game, file) {
  const document = file.replace(/\.schema\.json$/, '');
  const schema = JSON.parse(readFileSync(join(SCHEMAS, game, file), 'utf8'));
  // The root is named after game and document (not its address), and its title becomes its comment.
  const {$schema, $id, title, description, ...rest} = schema;
  const root = importsOtherDocuments({...rest, description: [title, description].filter(Boolean).join('. ')});
  const banner = `// TypeScript declarations of docs/schema/${game}/${file}, made from it by json-schema-to-typescript:\n`
      + `// edit the schema, then run ${REGENERATE}.`;
  return compile(root, typeName(game, document), {
    bannerComment: banner,
    additionalProperties: false,
    declareExternallyReferenced: true,
    format: true,
    unreachableDefinitions: false,
    cwd: join(SCHEMAS, game),
  });
}

async function allDeclarations() {
  const out = new Map();
  for (const game of readdirSync(SCHEMAS).sort()) {
    for (const file of readdirSync(join(SCHEMAS, game)).filter(f => f.endsWith('.schema.json')).sort()) {
      const text = await declaration(game, file);
      const name = file.replace(/\.schema\.json$/, '.d.ts');
      out.set(join('docs/schema', game, name), text);
      if (WEB_GAMES.includes(game)) out.set(join(relative(ROOT, WEB_TYPES), game, name), text);
    }
  }
  return out;
}

// The .d.ts files now under docs/schema/ and web/types/, as paths from the repository's root.
function committed() {
  const found = [];
  const walk = dir => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.d.ts')) found.push(relative(ROOT, path));
    }
  };
  walk(SCHEMAS);
  walk(WEB_TYPES);
  return found;
}

const declarations = await allDeclarations();
if (process.argv.includes('--check')) {
  rmSync(CHECKED_OUT, {recursive: true, force: true});
  const differ = [];
  for (const [path, text] of declarations) {
    const target = join(CHECKED_OUT, path);
    mkdirSync(dirname(target), {recursive: true});
    writeFileSync(target, text);
    const source = join(ROOT, path);
    if (!existsSync(source)) differ.push(path + ' (missing)');
    else if (readFileSync(source, 'utf8') !== text) differ.push(path);
  }
  for (const path of committed()) {
    if (!declarations.has(path)) differ.push(path + ' (no schema any more)');
  }
  if (differ.length > 0) {
    console.error('The TypeScript declarations do not match the JSON Schemas they are made from:\n  '
        + differ.join('\n  ') + `\nWhat the schemas make now is in ${relative(ROOT, CHECKED_OUT)}/.`
        + `\nRegenerate the declarations from the repository's root with:\n  ${REGENERATE}`);
    process.exit(1);
  }
  console.log(`${declarations.size} TypeScript declarations match their JSON Schemas.`);
} else {
  for (const path of committed()) {
    if (!declarations.has(path)) rmSync(join(ROOT, path));
  }
  for (const [path, text] of declarations) {
    mkdirSync(dirname(join(ROOT, path)), {recursive: true});
    writeFileSync(join(ROOT, path), text);
  }
  console.log(`Wrote ${declarations.size} TypeScript declarations.`);
}
