// Types for the internal module of oidc-provider 8.8.1 (pinned) that the demo
// provider imports directly; @types/oidc-provider only describes the public API.

declare module "oidc-provider/lib/adapters/memory_adapter.js" {
  import type { Adapter } from "oidc-provider";

  /** oidc-provider's default in-memory adapter (an LRU cache shared by the process). */
  const MemoryAdapter: new (model: string) => Adapter;
  export default MemoryAdapter;
}
