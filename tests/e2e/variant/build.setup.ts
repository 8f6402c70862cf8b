import { test as setup } from '@playwright/test';
import { buildVariant } from './site';

// One full build of a copy of the project: 1 to 3 minutes on a quiet machine, far more on a busy one.
setup('build the variant site (photographs and the content editor\'s changes)', async () => {
  setup.setTimeout(1_200_000);
  await buildVariant();
});
