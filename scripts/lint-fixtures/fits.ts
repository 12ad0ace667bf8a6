/** Short and flat: neither rule fires. */
export function fits(values: number[]): number {
  return values.filter((v) => v > 0).reduce((sum, v) => sum + v, 0);
}
