import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lockfile from 'proper-lockfile';

const require = createRequire(import.meta.url);
const CONTRACTS_DIR = fileURLToPath(new URL('./contracts/', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Outside git (node_modules is ignored) and wiped with the dependencies, so a stale cache cannot outlive them. */
export const ARTIFACTS_FILE = path.join(ROOT, 'node_modules/.cache/marketplace-contracts/artifacts.json');

const SETTINGS = {
  evmVersion: 'cancun',
  optimizer: { enabled: true, runs: 200 },
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
} as const;

/** What a deploy needs from one compiled contract. */
export type CompiledContract = { abi: unknown[]; bytecode: string };

/** The cache file's content: reused only while the solc version and the source hash both match. */
export type Artifacts = {
  solcVersion: string;
  sourceHash: string;
  contracts: Record<string, CompiledContract>;
};

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
};

function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string })
    .version;
}

async function readSources(): Promise<Record<string, { content: string }>> {
  const files = (await readdir(CONTRACTS_DIR)).filter((f) => f.endsWith('.sol')).sort();
  const sources: Record<string, { content: string }> = {};
  for (const f of files) sources[f] = { content: await readFile(path.join(CONTRACTS_DIR, f), 'utf8') };
  return sources;
}

/** Hashes our sources, the OpenZeppelin version and the settings: any change there means a recompile. */
function hashSources(sources: Record<string, { content: string }>): string {
  const h = createHash('sha256');
  h.update(JSON.stringify(SETTINGS));
  h.update(`@openzeppelin/contracts@${packageVersion('@openzeppelin/contracts')}`);
  for (const [name, { content }] of Object.entries(sources)) h.update(`\0${name}\0${content}`);
  return h.digest('hex');
}

function findImport(importPath: string): { contents: string } | { error: string } {
  try {
    const file = importPath.startsWith('@')
      ? require.resolve(importPath)
      : path.join(CONTRACTS_DIR, path.normalize(importPath));
    return { contents: readFileSync(file, 'utf8') };
  } catch {
    return { error: `File not found: ${importPath}` };
  }
}

async function readCache(solcVersion: string, sourceHash: string): Promise<Artifacts | null> {
  try {
    const cached = JSON.parse(await readFile(ARTIFACTS_FILE, 'utf8')) as Artifacts;
    return cached.solcVersion === solcVersion && cached.sourceHash === sourceHash ? cached : null;
  } catch {
    return null;
  }
}

/** Runs solc (loaded only on a cache miss: loading it alone takes seconds) and fails with its messages. */
async function runSolc(
  sources: Record<string, { content: string }>,
): Promise<Record<string, CompiledContract>> {
  const solc = (await import('solc')).default;
  const input = { language: 'Solidity', sources, settings: SETTINGS };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) {
    throw new Error(`Solidity compile failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`);
  }
  const contracts: Record<string, CompiledContract> = {};
  for (const file of Object.keys(sources)) {
    for (const [name, c] of Object.entries(output.contracts?.[file] ?? {})) {
      contracts[name] = { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
    }
  }
  return contracts;
}

/**
 * Compiles every contract under server/chain/contracts, or reuses the cached artifacts when the sources and
 * solc are unchanged; a file lock keeps parallel test workers from compiling the same thing at once.
 */
export async function compileContracts(opts: { force?: boolean } = {}): Promise<Artifacts> {
  const solcVersion = packageVersion('solc');
  const sources = await readSources();
  const sourceHash = hashSources(sources);
  if (!opts.force) {
    const cached = await readCache(solcVersion, sourceHash);
    if (cached) return cached;
  }
  const dir = path.dirname(ARTIFACTS_FILE);
  await mkdir(dir, { recursive: true });
  // solc blocks the event loop, so the lock cannot be refreshed while compiling: allow a long stale time.
  const release = await lockfile.lock(dir, {
    stale: 180_000,
    lockfilePath: `${dir}.lock`,
    retries: { retries: 600, minTimeout: 200, maxTimeout: 500 },
  });
  try {
    if (!opts.force) {
      const cached = await readCache(solcVersion, sourceHash);
      if (cached) return cached;
    }
    const artifacts: Artifacts = { solcVersion, sourceHash, contracts: await runSolc(sources) };
    const tmp = `${ARTIFACTS_FILE}.${process.pid}.tmp`;
    await writeFile(tmp, JSON.stringify(artifacts));
    await rename(tmp, ARTIFACTS_FILE);
    return artifacts;
  } finally {
    await release();
  }
}
