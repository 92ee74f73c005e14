import { CardGrid } from '../components/ui/CardGrid';
import { Link } from 'react-router';
import { HeroImage } from '../components/home/HeroImage';
import { HowItWorks } from '../components/home/HowItWorks';
import { Band, Section } from '../components/ui/Container';
import { Tabs } from '../components/ui/Tabs';
import { home } from '../content/home';
import { product } from '../content/product';
import { Paragraphs } from '../components/content/TextParts';

export default function Home() {
  return (
    <>
      <Band as="section" className="hero" inner="hero__inner" aria-labelledby="hero-heading">
        <div className="hero__copy">
          <h1 id="hero-heading">{home.banner.title}</h1>
          <p className="hero__text">{home.banner.text}</p>
          <div className="button-row">
            <Link to="/request-demo" className="button button--light">
              Request a Demo
            </Link>
            <Link to="/ipumpnet" className="button button--outline-light">
              Discover iPUMPNET
            </Link>
          </div>
        </div>
        <HeroImage />
      </Band>

      <Section as="section" inner="split" aria-labelledby="about-heading">
        <div>
          <h2 id="about-heading">{home.about.title}</h2>
          <Paragraphs texts={home.about.paragraphs} />
          <Link to={home.about.href}>More about us</Link>
        </div>
        <ul className="figures plain-list">
          {home.about.figures.map((figure) => (
            <li key={figure.label}>
              <strong>{figure.value}</strong> <span>{figure.label}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section as="section" tint aria-labelledby="components-heading">
        <h2 id="components-heading">Components</h2>
        <Tabs
          label="Components"
          items={product.components.map((component) => ({
            id: component.id,
            label: component.title,
            panel: <p>{component.summary}</p>,
          }))}
        />
      </Section>

      <Section as="section" aria-labelledby="features-heading">
        <h2 id="features-heading">What iPUMPNET gives you</h2>
        <CardGrid cards={home.features} />
      </Section>

      <Section as="section" tint aria-labelledby="how-heading">
        <h2 id="how-heading">How it works</h2>
        <HowItWorks tabs={home.howItWorks} />
      </Section>

      <Section as="section" aria-labelledby="parameters-heading">
        <h2 id="parameters-heading">Parameters</h2>
        <ul className="grid grid--3 plain-list">
          {home.parameterTiles.map((tile) => (
            <li key={tile.anchor}>
              <Link to={tile.href} className="tile">
                {tile.title}
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section as="section" tint aria-labelledby="advantages-heading">
        <h2 id="advantages-heading">Advantages</h2>
        <CardGrid cards={home.advantages} columns={4} />
      </Section>

      <Section as="section" inner="prose" aria-labelledby="exclusivity-heading">
        <h2 id="exclusivity-heading">{home.exclusivity.title}</h2>
        <Paragraphs texts={home.exclusivity.paragraphs} />
      </Section>
    </>
  );
}
