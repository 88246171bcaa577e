/** JSON for the text of a `<script>` data block (JSON-LD, an island's props), safe inside HTML: no `</script>` break-out. */
export function jsonScriptText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
