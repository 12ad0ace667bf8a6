import type { AppDeps } from "../context";

/** A seeder adds its demo rows when its own tables are empty, so running seed twice changes nothing. */
export interface Seeder {
  name: string;
  run(deps: AppDeps): Promise<void>;
}
