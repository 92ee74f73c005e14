import { PageBanner } from "../components/shell/PageBanner";
import { pageMeta } from "../lib/meta";
import { findPage } from "../route-table";

const page = findPage("/press")!;
export const meta = () => pageMeta(page.path);

export default function Page() {
  return (
    <>
      <PageBanner title={page.title} />
      <div className="container section"><p>{page.description}</p></div>
    </>
  );
}
