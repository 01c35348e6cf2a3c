import { ListSkeleton, SkeletonBar } from '../../../components/skeleton';

/**
 * The branch list's place while it loads: entries shaped like a branch (name, address, phone),
 * with texts of a typical branch's length so they wrap as the real ones do on a phone.
 */
export function BranchListSkeleton() {
  return (
    <ListSkeleton
      label="Loading branches"
      items={3}
      className="branch-list"
      item={
        <>
          <h2>
            <SkeletonBar sample="Downtown Main Office" />
          </h2>
          <p>
            <SkeletonBar sample="100 Main St, Lakeside, MI 49116" />
          </p>
          <p>
            <SkeletonBar sample="(616) 555-0100" />
          </p>
        </>
      }
    />
  );
}
