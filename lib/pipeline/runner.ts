/**
 * Runs the build's stages in order (lib/pipeline/stages/index.ts). Each stage declares what it needs
 * and what it writes; the order is checked before anything runs. Every stage is timed and printed
 * as `✓ <title> (1.2 s)`. The first stage with problems stops the build: its problems are printed
 * one per line, and nothing after it runs, so out/ keeps the last good build.
 */
import fs from 'node:fs';
import { BuildContext, consoleLogger, type Artefact, type Logger, type StageDeclaration } from './context';
import { buildDay, buildSettings } from '../settings';
import { buildError, formatProblem, type Problem } from './problem';

export type StageResult = {
  problems?: Problem[];
  /** Said after the title on the ✓ line: `✓ search index: 40 pages, 312 KB (1.1 s)`. */
  summary?: string;
  /** Said once after the problems, when the stage fails: what to do about them. */
  hint?: string;
};

export type Stage = StageDeclaration & {
  /** What the ✓ line says once the stage has passed. */
  title: string;
  run(ctx: BuildContext): Promise<StageResult | void> | StageResult | void;
};

/** One line per stage that needs something no earlier stage writes; empty when the order holds. */
export function orderProblems(stages: readonly StageDeclaration[]): string[] {
  const written = new Set<Artefact>();
  const problems: string[] = [];
  const names = new Set<string>();
  for (const stage of stages) {
    if (names.has(stage.name)) problems.push(`stage ${stage.name} appears twice`);
    names.add(stage.name);
    for (const need of stage.needs) {
      if (!written.has(need)) {
        const later = stages.find((other) => other.writes.includes(need));
        problems.push(`stage ${stage.name} needs ${need}, which ${later ? `${later.name} writes only after it` : 'no stage writes'}`);
      }
    }
    for (const output of stage.writes) written.add(output);
  }
  return problems;
}

export type RunOutcome = { ok: true } | { ok: false; stage: string; problems: Problem[] };

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** An exception a stage did not turn into problems: one line naming the stage, never a stack trace. */
function unexpected(stage: Stage, error: unknown): Problem {
  const text = error instanceof Error ? error.message : String(error);
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const first = lines[0] ?? 'failed without a message';
  return buildError(`build stage "${stage.name}"`, undefined, lines.length > 1 ? `${first} (and ${lines.length - 1} more line(s))` : first);
}

export async function runStages(stages: readonly Stage[], ctx: BuildContext): Promise<RunOutcome> {
  const order = orderProblems(stages);
  // A programming error in the stage list, not a content problem: say so plainly.
  if (order.length > 0) throw new Error(`the build's stage list is out of order:\n${order.join('\n')}`);
  const started = Date.now();
  for (const stage of stages) {
    const stageStarted = Date.now();
    let result: StageResult | void;
    ctx.enter(stage);
    try {
      result = await stage.run(ctx);
    } catch (error) {
      result = { problems: [unexpected(stage, error)] };
    } finally {
      ctx.enter(null);
    }
    const problems = result?.problems ?? [];
    if (problems.length > 0) {
      for (const problem of problems) ctx.log.error(formatProblem(problem));
      if (result?.hint) ctx.log.error(`\n${result.hint}`);
      const lastGood = fs.existsSync(ctx.outDir) ? '' : ' (there is none yet)';
      ctx.log.error(`\n✗ ${stage.title}: ${problems.length} problem(s). out/ still holds the last good build${lastGood}.`);
      return { ok: false, stage: stage.name, problems };
    }
    ctx.log.info(`✓ ${stage.title}${result?.summary ? `: ${result.summary}` : ''} (${seconds(Date.now() - stageStarted)})`);
  }
  ctx.log.info(`built in ${seconds(Date.now() - started)}`);
  return { ok: true };
}

/**
 * `npm run build`: reads the settings, then runs the stages. A setting the build cannot use (a bad
 * ENQUIRY_ENDPOINT) is refused before any stage runs, and it, like a stage list out of order,
 * ends as one ✗ line rather than a stack trace. Returns whether the build published.
 */
export async function runBuild(stages: readonly Stage[], options: { root: string; env?: NodeJS.ProcessEnv; log?: Logger }): Promise<boolean> {
  const log = options.log ?? consoleLogger;
  try {
    const ctx = new BuildContext({ root: options.root, settings: buildSettings(options.env), day: buildDay(options.env), log });
    return (await runStages(stages, ctx)).ok;
  } catch (error) {
    log.error(`\n✗ ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
