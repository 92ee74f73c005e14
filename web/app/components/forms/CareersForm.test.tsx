import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESUME_MAX_BYTES } from '@site/contracts/forms/resume';
import { CareersForm } from './index';
import { OPEN_APPLICATION } from './spec';
import { findToast, mockFetch, renderForm, waitForEngine } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

const positions = ['UI Programmer', 'Embedded Engineer'];

function fileOf(name: string, size: number, type = '') {
  const file = new File(['%PDF-1.4 sample'], name, { type });
  // A real 5 MB buffer is not needed to test the size check.
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function fillApplication(user: ReturnType<typeof renderForm>['user']) {
  await user.type(screen.getByLabelText('First name'), 'Meera');
  await user.type(screen.getByLabelText('Email address'), 'meera@example.org');
  await user.type(screen.getByLabelText('Department'), 'Software');
  await user.type(screen.getByLabelText('Phone number'), '020 1234 5678');
  await user.selectOptions(screen.getByLabelText('Position'), 'Embedded Engineer');
}

/** The form filled in, with the API set to refuse it: `status`, its message and field errors. */
async function filledAndRefused(status: number, message: string, errors: Record<string, string>) {
  mockFetch().answerJson(status, { sent: false, message, errors });
  const { user } = renderForm(<CareersForm positions={positions} />);
  await fillApplication(user);
  return user;
}

describe('CareersForm', { timeout: 30_000 }, () => {
  it('has the id the Apply Now links point to, a position select of the openings and a resume input', () => {
    const { form } = renderForm(<CareersForm positions={positions} />);
    expect(form.id).toBe('application-form');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    const options = within(screen.getByLabelText('Position'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Choose a position', ...positions, OPEN_APPLICATION]);
    const resume = screen.getByLabelText(/Resume/);
    expect(resume).toHaveAttribute('type', 'file');
    expect(resume.getAttribute('accept')).toContain('.pdf,.doc,.docx');
    expect(resume).toHaveAccessibleDescription('PDF, DOC or DOCX, up to 5 MB');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('inputmode', 'tel');
  });

  it('offers a text position when there are no openings', () => {
    renderForm(<CareersForm positions={[]} id="apply" />);
    expect(screen.getByLabelText('Position')).toHaveAttribute('type', 'text');
    expect(document.getElementById('apply')).toBeInstanceOf(HTMLFormElement);
  });

  it('refuses a wrong file type and a file over 5 MB before any upload', async () => {
    const api = mockFetch();
    const { user, form } = renderForm(<CareersForm positions={positions} />);
    await fillApplication(user);
    await waitForEngine(form);
    const resume = screen.getByLabelText(/Resume/);

    await user.upload(resume, fileOf('cv.exe', 1000));
    await waitFor(() => expect(resume).toHaveAccessibleDescription(/Error: The resume must be a PDF, DOC or DOCX file/));
    expect(resume).toHaveAttribute('aria-invalid', 'true');

    await user.upload(resume, fileOf('cv.pdf', RESUME_MAX_BYTES + 1, 'application/pdf'));
    await waitFor(() => expect(resume).toHaveAccessibleDescription(/Error: The resume must be 5 MB or smaller/));

    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('link', { name: 'The resume must be 5 MB or smaller' })).toHaveAttribute(
      'href',
      '#application-form-file',
    );
    expect(api.fetchMock).not.toHaveBeenCalled();

    await user.upload(resume, fileOf('cv.PDF', RESUME_MAX_BYTES, 'application/pdf'));
    await waitFor(() => expect(resume).not.toHaveAttribute('aria-invalid'));
  });

  it('sends multipart with department, position, document name and the file, then resets', async () => {
    const api = mockFetch();
    api.answerOk('Thank you for your application!');
    const { user } = renderForm(<CareersForm positions={positions} />);
    await fillApplication(user);
    const resume = screen.getByLabelText(/Resume/) as HTMLInputElement;
    const file = fileOf('Meera CV.pdf', 2048, 'application/pdf');
    await user.upload(resume, file);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    const toast = await findToast('Thank you for your application!');
    expect(toast.closest('[role="status"]')).not.toBeNull();
    const [request] = api.requests;
    expect(request!.url).toBe('/api/careers');
    // The browser sets the multipart boundary itself; a hand-made Content-Type would break it.
    expect(request!.headers.get('Content-Type')).toBeNull();
    expect(request!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    const body = request!.init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body.entries()].filter(([key]) => key !== 'file'))).toEqual({
      name: 'Meera',
      lname: '',
      email: 'meera@example.org',
      department: 'Software',
      phone: '020 1234 5678',
      position: 'Embedded Engineer',
      message: '',
      website: '',
      document: 'Meera CV.pdf',
    });
    expect((body.get('file') as File).name).toBe('Meera CV.pdf');
    expect(body.has('dapartment')).toBe(false);

    await waitFor(() => expect(screen.getByLabelText('Department')).toHaveValue(''));
    expect(screen.getByLabelText('Position')).toHaveValue('');
    expect(resume.files).toHaveLength(0);
  });

  it("puts the server's 415 answer on the resume field and keeps the rest", async () => {
    const user = await filledAndRefused(415, 'This form could not be read.', { file: 'The resume must be a PDF, DOC or DOCX file' });
    const resume = screen.getByLabelText(/Resume/);
    await user.upload(resume, fileOf('renamed.pdf', 100, 'application/pdf'));
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    await waitFor(() => expect(resume).toHaveAccessibleDescription(/Error: The resume must be a PDF, DOC or DOCX file/));
    await findToast(/Please choose a different resume file/);
    expect(screen.getByLabelText('Department')).toHaveValue('Software');
    expect(screen.getByLabelText('Position')).toHaveValue('Embedded Engineer');
  });

  it('maps an old-spelling dapartment error onto the department field', async () => {
    const user = await filledAndRefused(400, 'Please correct the highlighted fields and try again.', {
      dapartment: 'Department must be at least 3 characters',
    });
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Department')).toHaveAccessibleDescription(/Error: Department must be at least 3 characters/),
    );
  });
});
