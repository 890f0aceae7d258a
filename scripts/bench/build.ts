// One timed `astro build` with its peak memory: the measurement every build figure of the bench
// uses (the project's sets, the floor, the side-by-side), so they are comparable.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_ENV } from '../publish/build.ts';

export interface BuildFigures {
  set: string;
  pages: number;
  seconds: number;
  pagesPerSecond: number;
  peakMiB: number | null;
  outDir: string;
}

export interface BuildOptions {
  /** The project (or floor site) folder: its own node_modules/astro builds it. */
  cwd: string;
  outDir: string;
  env?: Record<string, string>;
  /** Extra Node flags before the Astro script (e.g. `--cpu-prof`). */
  nodeFlags?: string[];
}

export function htmlFileList(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name));
}

/**
 * Builds with the same Node as the bench, Node's default heap unless `env` says otherwise. Peak
 * memory is the build process's maximum resident set size, read by /usr/bin/time when present,
 * else sampled from /proc.
 */
export async function timedBuild(set: string, options: BuildOptions): Promise<BuildFigures> {
  const { cwd, outDir, env = {}, nodeFlags = [] } = options;
  rmSync(outDir, { recursive: true, force: true });
  const node = process.execPath;
  const astro = join(cwd, 'node_modules/astro/bin/astro.mjs');
  const timed = existsSync('/usr/bin/time');
  const nodeArgs = [...nodeFlags, astro, 'build', '--outDir', outDir];
  const command = timed ? '/usr/bin/time' : node;
  const commandArgs = timed ? ['-f', 'peak-kib %M', node, ...nodeArgs] : nodeArgs;
  const started = performance.now();
  const child = spawn(command, commandArgs, { cwd, env: { ...process.env, ...BUILD_ENV, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  let sampled = 0;
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  const sampler = setInterval(() => {
    try {
      sampled = Math.max(sampled, Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0));
    } catch {
      /* gone */
    }
  }, 250);
  const code: number = await new Promise((resolve) => child.on('close', resolve));
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`${set} build failed:\n${stderr}`);
  const peakKiB = Number(/peak-kib (\d+)/.exec(stderr)?.[1] ?? sampled) || null;
  const pages = htmlFileList(outDir).length;
  return { set, pages, seconds, pagesPerSecond: pages / seconds, peakMiB: peakKiB && peakKiB / 1024, outDir };
}
