/** Every exported page validated as HTML (html-validate's standard rules), as it will be served. */
import fs from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { htmlFiles, pageSources } from '../deploy/integrity';
import { exportProblem, type Problem } from '../problem';
import type { Stage } from '../runner';

export const htmlStage: Stage = {
  name: 'html',
  title: 'HTML validated',
  // After the last stage that edits pages: the policies' <meta> is the last change.
  needs: ['content', 'islands', 'render-later', 'admin', 'page-policies'],
  writes: ['html-checked'],
  async run(ctx) {
    const content = ctx.take('content');
    const sources = pageSources(content);
    const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
    const problems: Problem[] = [];
    const files = htmlFiles(ctx.stagingDir);
    for (const file of files) {
      const report = await validator.validateString(fs.readFileSync(path.join(ctx.stagingDir, file), 'utf8'), file);
      for (const result of report.results) {
        for (const message of result.messages) problems.push(exportProblem({ page: `${file}:${message.line}:${message.column}`, message: `${message.message} (${message.ruleId})` }, sources));
      }
    }
    return { problems, summary: `${files.length} pages` };
  },
};
