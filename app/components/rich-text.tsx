import '../styles/discover-rich-text.css';

/** HTML that core sanitized on the server (sanitizeRichText); never pass anything else. */
export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: html }} />;
}
