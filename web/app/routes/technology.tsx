import { TextSections } from '../components/content/TextSections';
import { PageBanner } from '../components/shell/PageBanner';
import { product } from '../content/product';

export default function Technology() {
  return (
    <>
      <PageBanner />
      <div className="container section prose">
        <TextSections sections={product.technology} />
      </div>
    </>
  );
}
