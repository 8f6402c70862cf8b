import { renderMarkdown } from '@/lib/content/markdown';
import '@/components/ui/table.css';
import './prose.css';

/** Markdown from a content file, rendered (and sanitized) at build time. */
export function Prose({ markdown, className }: { markdown: string; className?: string }) {
  if (!markdown.trim()) return null;
  const { html } = renderMarkdown(markdown);
  return <div className={className ? `prose ${className}` : 'prose'} dangerouslySetInnerHTML={{ __html: html }} />;
}
