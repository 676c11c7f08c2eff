import type { McpResultBlock } from '../../../shared/mcp-content';
import { PlainLines } from '../components/PlainLines';
import { t } from '../i18n';
import { deriveVisibleText } from '../text/visible-text';

/** Server-given words (names, addresses, types) with hidden characters shown, on one line. */
const visible = (text: string) => deriveVisibleText(text, { lines: 'mark' });

function Block({ block }: { block: McpResultBlock }) {
  switch (block.kind) {
    case 'image':
      // Why a data: address is safe here: the type is a raster image (checked by the IPC schema), and the CSP's img-src allows data: only.
      return (
        <img
          className="mcp-result-image"
          src={`data:${block.mimeType};base64,${block.data}`}
          alt={t('mcp.result.imageAlt', { type: block.mimeType })}
        />
      );
    case 'image_withheld':
      return (
        <p>
          {t(block.reason === 'type' ? 'mcp.result.imageWithheldType' : 'mcp.result.imageWithheldSize', {
            type: visible(block.mimeType),
          })}
        </p>
      );
    case 'audio':
      // Never played: the card says what it is and how long, nothing more.
      return (
        <p>
          {block.seconds !== undefined
            ? t('mcp.result.audioSeconds', { count: block.seconds, type: visible(block.mimeType) })
            : t('mcp.result.audio', { type: visible(block.mimeType) })}
        </p>
      );
    case 'resource': {
      const name = visible(block.name ?? block.uri);
      const type = block.mimeType !== undefined ? visible(block.mimeType) : t('mcp.result.unknownType');
      return (
        <div className="mcp-result-resource">
          <p>{t('mcp.result.resource', { name, type })}</p>
          {block.text !== undefined && (
            <details>
              <summary>{t(block.cut === true ? 'mcp.result.resourceCut' : 'mcp.result.resourceText')}</summary>
              <PlainLines as="pre" text={deriveVisibleText(block.text)} />
            </details>
          )}
          {block.bytes !== undefined && <p>{t('mcp.result.resourceBytes', { count: block.bytes })}</p>}
        </div>
      );
    }
    case 'resource_link':
      // Shown by its address and never fetched: the server may point anywhere.
      return (
        <p>
          {t('mcp.result.link', {
            name: visible(block.name ?? block.uri),
            type: block.mimeType !== undefined ? visible(block.mimeType) : t('mcp.result.unknownType'),
          })}{' '}
          <code>{visible(block.uri)}</code>
        </p>
      );
    case 'unknown':
      return <p>{t('mcp.result.unknown', { type: visible(block.type) })}</p>;
  }
}

/** What an MCP tool returned besides its text, each block by its kind. */
export function McpResultBlocks({ blocks }: { blocks: readonly McpResultBlock[] }) {
  return (
    <section className="mcp-result" aria-label={t('mcp.result.heading')}>
      <h4>{t('mcp.result.heading')}</h4>
      <ul>
        {blocks.map((block, i) => (
          <li key={i} data-kind={block.kind}>
            <Block block={block} />
          </li>
        ))}
      </ul>
    </section>
  );
}
