// TypeScript declarations of every JSON Schema in docs/schema/, made with json-schema-to-typescript: one
// <document>.d.ts beside each <document>.schema.json. docs/schema/ is their one source: warp-server's build
// packs those of the games the browser client plays (and of the server's messages) into its jar beside the
// client, under web/types/ (pom.xml), and tsconfig.json reads them there as web/types/.
//
//   node declarations.mjs            rewrites the committed declarations (npm run declarations)
//   node declarations.mjs --check    writes them to warp-server/target/declarations/ and fails, naming the
//                                    files, when they differ from the committed ones (the Maven build runs it)
//
// The root type of each document is named after its game and document (WarpView, ClassicMove, ServerMessage,
// …); the types inside keep their schema's names. A reference to another document (the server's messages
// carry each game's view, events and moves), or to one of its definitions (the battle game's move menu offers
// the moves of its move schema), becomes an import of that document's declarations, so each type is declared
// once.
import {compile} from 'json-schema-to-typescript';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../../../..');
const SCHEMAS = join(ROOT, 'docs/schema');
const CHECKED_OUT = join(ROOT, 'warp-server/target/declarations');
const REGENERATE = '(cd warp-server/src/main/typescript && npm ci --ignore-scripts && npm run declarations)';
const GAME_NAMES = {
  blackhole: 'BlackHole', classic: 'Classic', rated: 'Rated', server: 'Server', tei: 'Tei', warp: 'Warp',
  wormhole: 'Wormhole',
};

function typeName(game, document) {
  const prefix = GAME_NAMES[game];
  if (!prefix) throw new Error(`docs/schema/${game}/ has no type name prefix: add it to GAME_NAMES`);
  return prefix + document.charAt(0).toUpperCase() + document.slice(1);
}

// The name json-schema-to-typescript gives a definition: the schema's name without what an identifier cannot
// hold ("WormholeMove.Fire" is WormholeMoveFire). Each import is checked against the declarations it names.
function definitionName(definition) {
  return definition.split(/[^A-Za-z0-9_]+/).map(part => part.charAt(0).toUpperCase() + part.slice(1)).join('');
}

// A reference to another document ("../warp/view.schema.json", "move.schema.json") or to one of its definitions
// ("move.schema.json#/$defs/Point"), read from game's folder, as an import of that document's declarations;
// each import is added to imports as {game, document, name}.
function importsOtherDocuments(node, game, imports) {
  if (Array.isArray(node)) return node.map(item => importsOtherDocuments(item, game, imports));
  if (node === null || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && !value.startsWith('#')) {
      const match = /^(?:\.\.\/([a-z]+)\/)?([a-z]+)\.schema\.json(?:#\/\$defs\/([A-Za-z0-9_.]+))?$/.exec(value);
      if (!match) {
        throw new Error(`unexpected reference ${value}: only [../<game>/]<document>.schema.json[#/$defs/<name>] is read`);
      }
      const [, other = game, document, definition] = match;
      const name = definition ? definitionName(definition) : typeName(other, document);
      const from = other === game ? `./${document}` : `../${other}/${document}`;
      imports.push({game: other, document, name});
      out.tsType = `import("${from}").${name}`;
    } else {
      out[key] = importsOtherDocuments(value, game, imports);
    }
  }
  return out;
}

async function declaration(game, file, imports) {
  const document = file.replace(/\.schema\.json$/, '');
  const schema = JSON.parse(readFileSync(join(SCHEMAS, game, file), 'utf8'));
  // The root is named after game and document (not its address), and its title becomes its comment.
  const {$schema, $id, title, description, ...rest} = schema;
  const root = importsOtherDocuments({...rest, description: [title, description].filter(Boolean).join('. ')}, game,
      imports);
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
  const imports = [];
  for (const game of readdirSync(SCHEMAS).sort()) {
    for (const file of readdirSync(join(SCHEMAS, game)).filter(f => f.endsWith('.schema.json')).sort()) {
      const text = await declaration(game, file, imports);
      out.set(join('docs/schema', game, file.replace(/\.schema\.json$/, '.d.ts')), text);
    }
  }
  for (const {game, document, name} of imports) {
    const target = out.get(join('docs/schema', game, document + '.d.ts'));
    if (!target || !new RegExp(`^export (interface|type) ${name}\\b`, 'm').test(target)) {
      throw new Error(`docs/schema/${game}/${document}.d.ts does not declare ${name}, which another declaration imports`);
    }
  }
  return out;
}

// The .d.ts files now under docs/schema/, as paths from the repository's root.
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
