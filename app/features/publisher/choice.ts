/** A choice the publisher's forms offer (a country, a supplier type), named in the reader's language. */
export interface Choice {
  id: number;
  name: string;
}
