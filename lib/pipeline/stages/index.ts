/**
 * The build, in order. Each stage says what it needs and what it writes (lib/pipeline/context.ts,
 * ARTEFACTS); the runner refuses a list in which a stage needs something no earlier stage writes,
 * and a unit test checks this one. Adding a stage: one module in this folder and one line here.
 */
import type { Stage } from '../runner';
import { contentStage } from './content';
import { socialImagesStage } from './social-images';
import { brochuresStage } from './brochures';
import { imagesStage } from './images';
import { exportStage } from './export';
import { feedsStage } from './feeds';
import { latinRunsStage } from './latin-runs';
import { searchIndexStage } from './search-index';
import { islandsStage } from './islands';
import { renderLaterStage } from './render-later';
import { urduFontStage } from './urdu-font';
import { adminStage } from './admin';
import { cspStage } from './csp';
import { hostingConfigsStage } from './hosting-configs';
import { linksStage } from './links';
import { htmlStage } from './html';
import { buildInfoStage } from './build-info';
import { publishStage } from './publish';

export const STAGES: readonly Stage[] = [
  contentStage,
  socialImagesStage,
  brochuresStage,
  imagesStage,
  exportStage,
  latinRunsStage,
  feedsStage,
  searchIndexStage,
  islandsStage,
  renderLaterStage,
  urduFontStage,
  adminStage,
  cspStage,
  hostingConfigsStage,
  linksStage,
  htmlStage,
  buildInfoStage,
  publishStage,
];
