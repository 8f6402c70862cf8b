import { test as teardown } from '@playwright/test';
import { removeVariant } from './site';

teardown('remove the variant site', () => {
  removeVariant();
});
