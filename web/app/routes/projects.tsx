import { PageBanner } from '../components/shell/PageBanner';
import { projects } from '../content/projects';
import { Section } from '../components/ui/Container';
import { Paragraphs } from '../components/content/TextParts';

export default function Projects() {
  return (
    <>
      <PageBanner />
      <Section>
        {projects.map((project) => (
          <section key={project.id} aria-labelledby={`${project.id}-heading`} className="prose">
            <h2 id={`${project.id}-heading`}>{project.title}</h2>
            <p className="muted">Client: {project.client}</p>
            <Paragraphs texts={project.paragraphs} />
            <table className="facts-table">
              <caption>Project figures</caption>
              <tbody>
                {project.figures.map((figure) => (
                  <tr key={figure.id}>
                    <th scope="row">{figure.label}</th>
                    <td>{figure.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </Section>
    </>
  );
}
