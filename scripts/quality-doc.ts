/**
 * Updates docs/quality.md from the sections the test suites recorded in .tmp/quality/ (tests never
 * write tracked files). `npm run quality:doc` runs the quality suites first, then this.
 */
import { recordedQualitySections, writeQualitySection } from "../src/server/quality/quality-doc";

const sections = recordedQualitySections();
if (sections.length === 0) {
  console.error("No recorded sections in .tmp/quality/: run the quality tests first (npm run quality:doc).");
  process.exit(1);
}
for (const [heading, body] of sections) {
  writeQualitySection(heading, body);
  console.log(`docs/quality.md: updated "${heading}"`);
}
