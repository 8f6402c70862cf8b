/** Where the end-to-end suites serve the export. E2E_PORT lets two checkouts on one machine run side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
