import { PageBanner } from '../components/shell/PageBanner';
import { credentialGroups } from '../content/credentials';
import { Section } from '../components/ui/Container';

export default function Credentials() {
  return (
    <>
      <PageBanner />
      <Section>
        {credentialGroups.map((group) => (
          <section key={group.kind} aria-labelledby={`${group.kind}-heading`}>
            <h2 id={`${group.kind}-heading`}>{group.title}</h2>
            <ul className="grid grid--2 plain-list">
              {group.items.map((item) => (
                <li key={item.id} className="card">
                  <h3>{item.title}</h3>
                  <p>{item.description}</p>
                  <dl className="facts">
                    <dt>Issued by</dt>
                    <dd>{item.issuer}</dd>
                    <dt>Identifier</dt>
                    <dd>{item.identifier}</dd>
                    <dt>Date</dt>
                    <dd>{item.date}</dd>
                  </dl>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Section>
    </>
  );
}
