#!/usr/bin/env node
// npm run lint:layers: the layer rule of .dependency-cruiser.cjs over src/ (no upward import, no circle, no orphan).
// dependency-cruiser's command line refuses Node 20 (its engines say ^22), its API does not: this script is the command.
import { createRequire } from 'node:module';
import { cruise, format } from 'dependency-cruiser';

const root = new URL('..', import.meta.url).pathname;
process.chdir(root);
const { forbidden, options } = createRequire(import.meta.url)('../.dependency-cruiser.cjs');
const { enhancedResolveOptions, ...cruiseOptions } = options;
const result = await cruise(['src'], { ...cruiseOptions, validate: true, ruleSet: { forbidden } }, enhancedResolveOptions);
const report = await format(result.output, { outputType: 'err' });
process.stdout.write(report.output);
const { error, totalCruised } = result.output.summary;
if (!error) console.log(`layers: ${totalCruised} modules, no upward import, circle or orphan`);
process.exit(error ? 1 : 0);
