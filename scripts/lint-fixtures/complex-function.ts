/** Nested branches and loops: a cognitive complexity well over 20. */
export function tooComplex(rows: number[][], limit: number, strict: boolean): number {
  let found = 0;
  for (const row of rows) {
    if (row.length > 0) {
      for (const cell of row) {
        if (cell > limit) {
          if (strict && cell % 2 === 0) {
            found += 2;
          } else if (strict || cell % 3 === 0) {
            found += 1;
          } else {
            for (let i = 0; i < cell; i++) {
              if (i % 5 === 0 && (strict || i > limit)) found -= 1;
            }
          }
        } else if (cell < 0) {
          while (found > 0 && (strict || found > limit)) found -= 1;
        }
      }
    }
  }
  return found;
}
