/**
 * The product category tree as a flat list in tree order, each category named by its path ("수초 > 전경 수초"): the
 * choices of a select (the console's theme form, 알림 발송's segment).
 */
import type { CategoryNode } from "@mulmung/contract/catalog";

export interface CategoryPath {
  value: string;
  label: string;
}

export function categoryPaths(nodes: readonly CategoryNode[], parents: string[] = []): CategoryPath[] {
  return nodes.flatMap((node) => {
    const path = [...parents, node.name];
    return [{ value: node.code, label: path.join(" > ") }, ...categoryPaths(node.children ?? [], path)];
  });
}
