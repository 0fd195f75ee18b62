import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MyCertificate } from '@academy/shared';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import MyCertificates from './my-certificates';

const certificate = (id: string, title: string, state: Partial<MyCertificate> = {}): MyCertificate => ({
  certificateId: id.padEnd(22, 'x'),
  kind: 'course',
  title,
  learnerName: 'Ada Lovelace',
  issuedAt: '2026-05-03T10:00:00.000Z',
  revokedAt: null,
  itemPath: null,
  verificationUrl: `http://spring.localhost/certificates/${id.padEnd(22, 'x')}`,
  hidden: false,
  itemId: '5b0e4c1e-6d44-4f35-9a39-7c6f1c1b7a02',
  ...state,
});

const shown = certificate('shown', 'Spring Boot Fundamentals');
const hidden = certificate('hidden', 'Data Access', { hidden: true });
const revoked = certificate('revoked', 'Securing Spring', { kind: 'path', revokedAt: '2026-06-01T00:00:00.000Z' });

const item = (title: string) => screen.getAllByTestId('certificate-item').find((element) => element.textContent?.startsWith(title))!;

describe("My Account's certificates", () => {
  it('offers each certificate what its state allows: page, PDF, LinkedIn, hide', async () => {
    fakeApi({ 'GET /api/user/certificates': () => ({ data: { certificates: [shown, hidden, revoked] } }) });
    renderWithApp(<MyCertificates />);
    await screen.findByRole('heading', { name: 'My certificates' });

    const open = within(item('Spring Boot Fundamentals'));
    expect(open.getByText(/Course · issued 3 May 2026/)).toBeInTheDocument();
    expect(open.getByRole('link', { name: 'View certificate: Spring Boot Fundamentals' })).toHaveAttribute(
      'href',
      `/certificates/${shown.certificateId}`,
    );
    expect(open.getByRole('button', { name: 'Download PDF: Spring Boot Fundamentals' })).toBeInTheDocument();
    const linkedIn = new URL(open.getByRole('link', { name: /Add to LinkedIn/ }).getAttribute('href')!);
    expect(linkedIn.searchParams.get('certUrl')).toBe(shown.verificationUrl);
    expect(linkedIn.searchParams.get('organizationName')).toBe('Spring Academy');

    const secret = within(item('Data Access'));
    expect(secret.getByText('Hidden')).toBeInTheDocument();
    expect(secret.queryByRole('link', { name: /View certificate/ })).toBeNull();
    expect(secret.queryByRole('link', { name: /Add to LinkedIn/ })).toBeNull();
    expect(secret.getByRole('button', { name: 'Download PDF: Data Access' })).toBeInTheDocument();

    const withdrawn = within(item('Securing Spring'));
    expect(withdrawn.getByText(/Learning path · issued/)).toBeInTheDocument();
    expect(withdrawn.getByText('Revoked')).toBeInTheDocument();
    expect(withdrawn.getByRole('link', { name: /View certificate/ })).toBeInTheDocument();
    expect(withdrawn.queryByRole('button', { name: /Download PDF/ })).toBeNull();
    expect(withdrawn.queryByRole('link', { name: /Add to LinkedIn/ })).toBeNull();
  });

  it('hides a certificate with the server and shows the answer', async () => {
    const requests = fakeApi({
      'GET /api/user/certificates': () => ({ data: { certificates: [shown] } }),
      [`PUT /api/user/certificates/${shown.certificateId}`]: ({ body }) => ({ data: { ...shown, ...(body as object) } }),
    });
    renderWithApp(<MyCertificates />);
    await userEvent.click(await screen.findByRole('button', { name: 'Hide from others: Spring Boot Fundamentals' }));
    expect(await screen.findByRole('button', { name: 'Show again: Spring Boot Fundamentals' })).toBeInTheDocument();
    expect(screen.getByText('Hidden')).toBeInTheDocument();
    await waitFor(() => expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ hidden: true }));
  });

  it('says how to earn one when there is none', async () => {
    fakeApi({ 'GET /api/user/certificates': () => ({ data: { certificates: [] } }) });
    renderWithApp(<MyCertificates />);
    expect(await screen.findByText(/Complete a course or a learning path to earn a certificate/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the courses' })).toHaveAttribute('href', '/courses');
  });
});
