import type { Db } from "../../src/server/db/client";
import type { BenchCase } from "./measure";

/**
 * One benchmark workload: fills a scratch database, optionally explains its key queries, and
 * names the requests to drive. Add a file under bench/workloads and list it in bench/run.ts.
 */
export interface Workload<State = unknown> {
  name: string;
  title: string;
  /** Rows to generate when --count is not given. */
  defaultCount: number;
  prepare(db: Db, options: { count: number; log(line: string): void }): Promise<State>;
  /** Query plans (or other facts) printed before the run. */
  explain?(db: Db, state: State): Promise<string[]>;
  cases(state: State): BenchCase[];
}

export const defineWorkload = <S>(w: Workload<S>) => w as unknown as Workload;
