import ReactMarkdown from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';

const rehypePlugins = [[rehypeHighlight, { detect: true, ignoreMissing: true }]] as Parameters<typeof ReactMarkdown>[0]['rehypePlugins'];

/**
 * The model's text as markdown with highlighted code. `skipHtml` drops any raw HTML the model
 * writes (it is never injected), and links open nothing inside the app window.
 */
export function Markdown({ text }: { text: string }) {
  return (
    <div className="markdown">
      <ReactMarkdown
        skipHtml
        rehypePlugins={rehypePlugins}
        components={{
          a: ({ href, children }) => (
            <a href={href} target="_blank" rel="noreferrer noopener">
              {children}
            </a>
          ),
        }}
      >
        {text}
      </ReactMarkdown>
    </div>
  );
}
