// Cheap guards against abusive documents: depth and alias count.
import { GraphQLError, Kind, type ASTNode, type ValidationRule } from 'graphql';

export function limitsRule(maxDepth: number, maxAliases: number): ValidationRule {
  return (context) => {
    const doc = context.getDocument();
    let aliases = 0;
    const fragments = new Map(
      doc.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d] as const),
    );
    const depthOf = (node: ASTNode, depth: number, seen: Set<string>): number => {
      if (depth > maxDepth) return depth;
      if (node.kind === Kind.FIELD && node.alias) aliases += 1;
      if (node.kind === Kind.FRAGMENT_SPREAD) {
        const frag = fragments.get(node.name.value);
        if (!frag || seen.has(node.name.value)) return depth;
        return depthOf(frag, depth, new Set(seen).add(node.name.value));
      }
      const set = 'selectionSet' in node ? node.selectionSet : undefined;
      if (!set) return depth;
      const next = node.kind === Kind.FIELD ? depth + 1 : depth;
      return Math.max(depth, ...set.selections.map((s) => depthOf(s, next, seen)));
    };
    for (const def of doc.definitions) {
      if (def.kind !== Kind.OPERATION_DEFINITION) continue;
      const depth = depthOf(def, 0, new Set());
      if (depth > maxDepth) context.reportError(new GraphQLError(`Query is too deep (max ${maxDepth})`));
    }
    if (aliases > maxAliases) context.reportError(new GraphQLError(`Too many aliases (max ${maxAliases})`));
    return {};
  };
}
