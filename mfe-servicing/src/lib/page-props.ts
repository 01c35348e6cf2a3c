/** What the area hands each lazily loaded page. */
export interface PageProps {
  /** Whether the page is shown in the signed-in layout (locations, messages, FAQ exist in both). */
  signedIn: boolean;
}
