// `npm run contracts`: compiles the Solidity contracts (server/chain/contracts) into the artifacts cache, or
// reuses it when nothing changed. `--force` recompiles regardless. Run before tests and start.
import { register } from 'tsx/esm/api';

const force = process.argv.includes('--force');
const started = Date.now();
const unregister = register();
const { compileContracts, ARTIFACTS_FILE } = await import('../server/chain/compile.ts');
try {
  const a = await compileContracts({ force });
  const names = Object.keys(a.contracts).sort().join(', ');
  console.log(`Contracts (solc ${a.solcVersion}) ready in ${Date.now() - started} ms: ${names}`);
  console.log(`  ${ARTIFACTS_FILE}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await unregister();
}
