// `npm run bench:suite [-- --json out.json] [-- command…]`: runs a command (by default `npm test`)
// and says where its CPU time went: per turbo task, CPU seconds (user + system) and wall seconds
// (first to last sight of the task's processes), read from /proc every 250 ms. Linux only.
//
// A process belongs to the task whose npm script it runs under: npm puts the package's name and
// the script's name (`npm_package_name`, `npm_lifecycle_event`) in the environment of every
// process it starts, and turbo starts each task as an npm script. Anything else (turbo itself,
// `npm test`'s own script) is "(runner)". A process that lived less than one sample is counted
// through its parent's reaped-children time (`cutime`); the kernel's total for the whole run is
// printed beside the sum, so the difference is what sampling missed.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';

const root = process.cwd();
const args = process.argv.slice(2);
const jsonOut = args[0] === '--json' ? (args.shift(), args.shift()) : undefined;
if (args[0] === '--') args.shift();
const command = args.length > 0 ? args : ['npm', 'test'];
const TICK = 100; // USER_HZ, 100 on Linux
const SAMPLE_MS = 250;
const rootName = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')).name;

function readFileSafe(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** pid → { ppid, cpu (own, ticks), reaped (children's, ticks), start } */
function readProc(pid) {
  const stat = readFileSafe(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    ppid: Number(fields[1]),
    cpu: Number(fields[11]) + Number(fields[12]),
    reaped: Number(fields[13]) + Number(fields[14]),
  };
}

const seen = new Map(); // pid → { ppid, cpu, reaped, task, cmd, first, last }
const started = Date.now();

function taskOf(pid) {
  // npm puts the running script's package and name in its children's environment, and turbo
  // starts each task as `npm run <script>` in the package's folder.
  const environment = readFileSafe(`/proc/${pid}/environ`).split('\0');
  const value = (name) =>
    environment.find((line) => line.startsWith(`${name}=`))?.slice(name.length + 1);
  const pkg = value('npm_package_name');
  const script = value('npm_lifecycle_event');
  if (!pkg || !script) return '(runner)';
  if (pkg === rootName) return script === 'test' ? '(runner)' : `//#${script}`;
  return `${pkg}#${script}`;
}

function sample() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const info = readProc(Number(name));
    if (info) table.set(Number(name), info);
  }
  const now = Date.now();
  // Only processes descending from our child.
  const ours = (pid) => {
    for (let current = pid, depth = 0; current > 1 && depth < 60; depth += 1) {
      if (current === child.pid) return true;
      current = table.get(current)?.ppid ?? 1;
    }
    return seen.has(pid);
  };
  for (const [pid, info] of table) {
    if (!ours(pid)) continue;
    let entry = seen.get(pid);
    if (!entry) {
      entry = { ...info, task: undefined, first: now, last: now, baseReaped: info.reaped };
      entry.cmd = readFileSafe(`/proc/${pid}/cmdline`).split('\0').join(' ').slice(0, 200);
      seen.set(pid, entry);
      entry.task = taskOf(pid);
    }
    entry.cpu = info.cpu;
    entry.reaped = info.reaped;
    entry.last = now;
  }
}

const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
const timer = setInterval(sample, SAMPLE_MS);
const code = await new Promise((resolve) =>
  child.on('close', (exitCode) => resolve(exitCode ?? 1)),
);
clearInterval(timer);
const total = process.resourceUsage();
const wall = (Date.now() - started) / 1000;

// Each process counts with its own CPU; what a process reaped beyond the processes seen under it
// (and gone before its last sample) is short-lived work the samples missed, counted there too.
const children = new Map();
for (const [pid, entry] of seen) {
  if (!children.has(entry.ppid)) children.set(entry.ppid, []);
  children.get(entry.ppid).push(pid);
}
const subtree = new Map();
function subtreeCpu(pid) {
  if (subtree.has(pid)) return subtree.get(pid);
  const entry = seen.get(pid);
  let total = entry.cpu;
  let reapedSeen = 0;
  for (const childPid of children.get(pid) ?? []) {
    const childTotal = subtreeCpu(childPid);
    total += childTotal;
    if (seen.get(childPid).last < entry.last) reapedSeen += childTotal;
  }
  entry.unseen = Math.max(0, entry.reaped - entry.baseReaped - reapedSeen);
  total += entry.unseen;
  subtree.set(pid, total);
  return total;
}
for (const pid of seen.keys()) subtreeCpu(pid);
const tasks = new Map();
for (const entry of seen.values()) {
  const task = tasks.get(entry.task) ?? { cpu: 0, first: entry.first, last: entry.last };
  task.cpu += (entry.cpu + entry.unseen) / TICK;
  task.first = Math.min(task.first, entry.first);
  task.last = Math.max(task.last, entry.last);
  tasks.set(entry.task, task);
}
const rows = [...tasks.entries()]
  .map(([task, { cpu, first, last }]) => ({
    task,
    cpu: Math.round(cpu),
    wall: Math.round((last - first) / 1000),
    from: Math.round((first - started) / 1000),
  }))
  .sort((a, b) => b.cpu - a.cpu);
const sum = rows.reduce((acc, row) => acc + row.cpu, 0);
// resourceUsage() is this process's own; the children's come from /proc/self/stat's cutime.
const self = readProc(process.pid);
const childrenCpu = Math.round((self?.reaped ?? 0) / TICK);
console.log('\nCPU by task (sampled from /proc every 250 ms):');
console.log('| task | CPU s | wall s | starts at s |');
console.log('| --- | ---: | ---: | ---: |');
for (const row of rows) console.log(`| ${row.task} | ${row.cpu} | ${row.wall} | ${row.from} |`);
console.log(
  `\nSum of tasks ${sum} CPU s; the kernel counted ${childrenCpu} CPU s for every process of the run; wall ${Math.round(wall)} s; this sampler used ${Math.round((total.userCPUTime + total.systemCPUTime) / 1e6)} CPU s.`,
);
if (process.env.BENCH_SUITE_DEBUG)
  for (const [pid, e] of seen)
    console.log(pid, e.ppid, e.task, e.cpu, e.baseReaped, e.reaped, e.cmd.slice(0, 80));
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ command, wall, childrenCpu, rows }, null, 2));
process.exit(code);
