import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { LocationNode } from "../../../../api/locations/schemas";
import { hierarchyPath } from "./LocationPath";
import { LocationStar } from "./LocationStar";

export interface LocationTreeProps {
  /** The top level of the tree. */
  top: LocationNode[];
  /** The children of each expanded location (the path down to the selected one, and the selected one), by id. */
  childrenOf: Record<string, LocationNode[]>;
  /** The selected location, marked aria-current; null on the tree's own page. */
  selectedId: number | null;
  /** Archived locations are shown (and links keep showing them). */
  showArchived: boolean;
  /** Show the favourite stars (personal users). */
  canFavorite: boolean;
  /** The accessible name of the tree's navigation landmark. */
  label: string;
}

/**
 * The location tree as nested lists of links, expanded without JavaScript:
 * the server sends the top level and the children along the path to the
 * selected location (and its own children), never the whole tree. A location
 * with children shows how many; following its link expands it.
 */
export function LocationTree({
  top,
  childrenOf,
  selectedId,
  showArchived,
  canFavorite,
  label,
}: LocationTreeProps) {
  return (
    <nav aria-label={label} className="location-tree">
      <TreeLevel
        nodes={top}
        childrenOf={childrenOf}
        selectedId={selectedId}
        showArchived={showArchived}
        canFavorite={canFavorite}
      />
    </nav>
  );
}

function TreeLevel({
  nodes,
  childrenOf,
  selectedId,
  showArchived,
  canFavorite,
}: Omit<LocationTreeProps, "top" | "label"> & { nodes: LocationNode[] }) {
  const { t } = useTranslation();
  return (
    <ul>
      {nodes.map((node) => {
        const children = childrenOf[String(node.id)];
        const current = node.id === selectedId;
        return (
          <li key={node.id} className={node.archived ? "archived" : undefined}>
            {/* A block (laid out inline) rather than a span: it holds the star's form. */}
            <div className="tree-node">
              <Link
                to={hierarchyPath(node.id, showArchived)}
                aria-current={current ? "page" : undefined}
                className="tree-link"
              >
                {node.name}
              </Link>
              {node.archived ? <span className="tag">{t("locations.archived")}</span> : null}
              {node.child_count > 0 ? (
                <span className="child-count">{t("locations.childCount", { number: node.child_count })}</span>
              ) : null}
              {canFavorite ? <LocationStar location={node} /> : null}
            </div>
            {children && children.length > 0 ? (
              <TreeLevel
                nodes={children}
                childrenOf={childrenOf}
                selectedId={selectedId}
                showArchived={showArchived}
                canFavorite={canFavorite}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
