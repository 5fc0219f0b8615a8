// CPU time of processes from /proc (Linux): what a benchmark's requests cost the server and the
// database, apart from the load generator sharing the machine.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS = 100; // USER_HZ, 100 on every Linux the project runs on

/** User and system CPU seconds of one process so far (0 once it is gone). */
export function cpuSeconds(pid) {
  try {
    // fields after the command's closing parenthesis: utime and stime are the 12th and 13th
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds of each process of the machine with this command name, by pid: PostgreSQL's (a
 * backend per connection) or nginx's (a master and its workers).
 */
export function cpuByName(command = 'postgres') {
  const byPid = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let name;
    try {
      name = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    if (name === command) byPid.set(pid, cpuSeconds(pid));
  }
  return byPid;
}

/**
 * The CPU seconds the processes of this name spent since `before` (a cpuByName()): one started
 * since counts from nothing; one that ended since (a pool closing an idle connection) is left out,
 * its last seconds unknown.
 */
export function cpuByNameSince(before, command = 'postgres') {
  let total = 0;
  for (const [pid, seconds] of cpuByName(command)) total += seconds - (before.get(pid) ?? 0);
  return total;
}
