/**
 * Every node of a syntax tree (mdast or hast), in document order, with its depth. Hand-written rather than
 * unist-util-visit, which recurses once per level: this walk is iterative, so no input can exhaust the stack, and it
 * is what measures a post's nesting before the recursive steps (to-hast, the sanitizer) see the tree.
 */
export function* treeNodes<N>(tree: N, childrenOf: (node: N) => readonly N[]): Generator<[N, number]> {
  const stack: Array<[N, number]> = [[tree, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    yield [node, depth];
    const children = childrenOf(node);
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push([children[i], depth + 1]);
  }
}
