/** The category tree (categoryDept1..3) of GET /api/v1/product-category, and where a code sits in it. */
export interface CategoryTreeNode {
  code: string;
  name: string;
  dept: number;
  children: CategoryTreeNode[];
}

export interface CategoryLink {
  code: string;
  name: string;
}

export interface CategoryNav {
  /** From the top level down to the current category. */
  path: CategoryLink[];
  /** The current category's children, or its siblings when it has none. */
  choices: CategoryLink[];
  /** The category whose children `choices` are ("전체" chip), when there is one. */
  parent: CategoryLink | null;
}

/** The nodes from the root to `code`, or [] when the code is not in the tree. */
export function findCategoryPath(tree: readonly CategoryTreeNode[], code: string): CategoryTreeNode[] {
  for (const node of tree) {
    if (node.code === code) return [node];
    const below = findCategoryPath(node.children, code);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

const link = (node: CategoryTreeNode): CategoryLink => ({ code: node.code, name: node.name });

export function categoryNav(tree: readonly CategoryTreeNode[], code: string): CategoryNav | null {
  const path = findCategoryPath(tree, code);
  const current = path.at(-1);
  if (!current) return null;
  if (current.children.length > 0) {
    return { path: path.map(link), choices: current.children.map(link), parent: link(current) };
  }
  const parent = path.at(-2);
  return {
    path: path.map(link),
    choices: (parent ? parent.children : tree).map(link),
    parent: parent ? link(parent) : null,
  };
}
