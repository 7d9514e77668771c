// `npm run bench:suite [-- --json out.json] [-- command…]`: runs a command (by default `npm test`)
// and says where its CPU time went: per turbo task, CPU seconds (user + system) and wall seconds
// (first to last sight of the task's processes), read from /proc every 250 ms. Linux only.
//
// A process belongs to the task whose npm script it runs under: npm puts the package's name and
// the script's name (`npm_package_name`, `npm_lifecycle_event`) in the environment of every
// process it starts, and turbo starts each task as an npm script. Anything else (turbo itself,
// `npm test`'s own script) is "(runner)". Each process counts with its own CPU, so a process that
// lived less than one sample is missed: the figures are a lower bound, and the kernel's total of
// the processes reaped under the command is printed beside their sum. The whole machine's busy,
// idle and disk-wait time (`/proc/stat`) comes last, minute by minute: the upper bound, and the
// cores the run left idle.
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

/** A process's parent, CPU (own and of the children it reaped, in ticks) and start time. */
function readProc(pid) {
  const stat = readFileSafe(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    ppid: Number(fields[1]),
    cpu: Number(fields[11]) + Number(fields[12]),
    reaped: Number(fields[13]) + Number(fields[14]),
    // Process ids are reused (pid_max may be 32768): a process is its id and its start time.
    start: fields[19],
  };
}

/** `pid:start` → { pid, parent (key), cpu, reaped, task, cmd, first, last } */
const seen = new Map();
const started = Date.now();

/** The task named by npm's variables in a process's environment, or undefined. */
function taskFromEnvironment(pid) {
  // npm puts the running script's package and name in its children's environment, and turbo
  // starts each task as `npm run <script>` in the package's folder. Some processes start with
  // an environment of their own (Chromium's helpers): they take their parent's task.
  const environment = readFileSafe(`/proc/${pid}/environ`).split('\0');
  const value = (name) =>
    environment.find((line) => line.startsWith(`${name}=`))?.slice(name.length + 1);
  const pkg = value('npm_package_name');
  const script = value('npm_lifecycle_event');
  if (!pkg || !script) return undefined;
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
  const keyOf = (pid) => `${pid}:${table.get(pid)?.start}`;
  // Ours: descending from our child now, or seen before (an orphan adopted by init).
  const ours = (pid) => {
    if (seen.has(keyOf(pid))) return true;
    for (let current = pid, depth = 0; current > 1 && depth < 80; depth += 1) {
      if (current === child.pid) return true;
      current = table.get(current)?.ppid ?? 1;
    }
    return false;
  };
  const ensure = (pid, depth = 0) => {
    const key = keyOf(pid);
    let entry = seen.get(key);
    if (entry) return entry;
    const info = table.get(pid);
    const parent =
      pid !== child.pid && depth < 80 && table.has(info.ppid) && ours(info.ppid)
        ? ensure(info.ppid, depth + 1)
        : undefined;
    entry = {
      ...info,
      pid,
      parent: parent ? keyOf(info.ppid) : undefined,
      first: now,
      last: now,
      cmd: readFileSafe(`/proc/${pid}/cmdline`).split('\0').join(' ').slice(0, 200),
    };
    const own = taskFromEnvironment(pid);
    entry.task = own && own !== '(runner)' ? own : (parent?.task ?? own ?? '(runner)');
    seen.set(key, entry);
    return entry;
  };
  for (const [pid, info] of table) {
    if (!ours(pid)) continue;
    const entry = ensure(pid);
    entry.cpu = info.cpu;
    entry.reaped = info.reaped;
    entry.last = now;
  }
}

/** The machine's CPU time in ticks since boot: busy (everything but idle and iowait), idle, iowait. */
function machineTicks() {
  const fields = readFileSafe('/proc/stat').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest times are already in user and nice)
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields;
  return { busy: user + nice + system + irq + softirq + steal, idle, iowait };
}
// The whole machine, minute by minute: how much of both cores was busy, and how much waited on
// the disk. Cores left idle while the suite runs are wall time that more parallel work could use.
const machineAtStart = machineTicks();
const minutes = [];
let minuteStart = machineAtStart;
const minuteTimer = setInterval(() => {
  const now = machineTicks();
  const spent =
    now.busy + now.idle + now.iowait - (minuteStart.busy + minuteStart.idle + minuteStart.iowait);
  minutes.push({
    busy: Math.round(((now.busy - minuteStart.busy) / Math.max(spent, 1)) * 100),
    iowait: Math.round(((now.iowait - minuteStart.iowait) / Math.max(spent, 1)) * 100),
    load: Number(readFileSafe('/proc/loadavg').split(' ')[0]),
  });
  minuteStart = now;
}, 60_000);

const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
const timer = setInterval(sample, SAMPLE_MS);
const code = await new Promise((resolve) =>
  child.on('close', (exitCode) => resolve(exitCode ?? 1)),
);
clearInterval(timer);
clearInterval(minuteTimer);
const machineAtEnd = machineTicks();
const machine = {
  busy: Math.round((machineAtEnd.busy - machineAtStart.busy) / TICK),
  idle: Math.round((machineAtEnd.idle - machineAtStart.idle) / TICK),
  iowait: Math.round((machineAtEnd.iowait - machineAtStart.iowait) / TICK),
};
const total = process.resourceUsage();
const wall = (Date.now() - started) / 1000;

const tasks = new Map();
for (const entry of seen.values()) {
  const task = tasks.get(entry.task) ?? { cpu: 0, first: entry.first, last: entry.last };
  // Own CPU only: a process reaped by another than its parent (Chromium's zygote) would
  // otherwise count twice; what lived under one sample is missed, so this is a lower bound.
  task.cpu += entry.cpu / TICK;
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
console.log(
  `The whole machine (/proc/stat, every process, the suite's and anything beside it): ${machine.busy} CPU s busy, ${machine.idle} s idle, ${machine.iowait} s waiting on the disk, of ${machine.busy + machine.idle + machine.iowait} core-seconds.`,
);
console.log(
  `Busy % of both cores, minute by minute: ${minutes.map((minute) => minute.busy).join(' ')}`,
);
console.log(`Disk wait %, minute by minute: ${minutes.map((minute) => minute.iowait).join(' ')}`);
// The processes behind the figures (those of 5 CPU s or more), for a closer look.
const processes = [...seen.values()]
  .map((entry) => ({
    task: entry.task,
    cpu: Math.round(entry.cpu / TICK),
    cmd: entry.cmd,
  }))
  .filter((entry) => entry.cpu >= 5)
  .sort((a, b) => b.cpu - a.cpu);
if (jsonOut)
  writeFileSync(
    jsonOut,
    JSON.stringify({ command, wall, childrenCpu, machine, minutes, rows, processes }, null, 2),
  );
process.exit(code);
