// Skeletons (components/skeleton.tsx): the loaded content's own markup and classes, so the same
// box, with its text turned into grey bars. Adopted with the area's other styles.
export const SKELETON_CSS = `
.skeleton__shape {
  user-select: none;
}
.skeleton__shape :is(a, td, tbody th) {
  color: transparent;
  text-decoration: none;
}
.skeleton__bar,
.skeleton__shape tbody :is(td, th) {
  color: transparent;
  background: linear-gradient(#e9edf2, #e9edf2) content-box;
  border-radius: 4px;
}
@media (prefers-reduced-motion: no-preference) {
  .skeleton__shape {
    animation: skeleton-pulse 1.5s ease-in-out infinite;
  }
}
@keyframes skeleton-pulse {
  50% {
    opacity: 0.6;
  }
}
`;
