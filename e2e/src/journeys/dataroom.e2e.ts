import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import yauzl from 'yauzl';
import { expectAccessible } from '../support/axe.js';
import { savedDownload } from '../support/downloads.js';
import {
  focusedName,
  navigationLabels,
  newBrowser,
  signInAs,
  startPortal,
  tableLayout,
  type RunningPortal,
} from '../support/portal.js';

let portal: RunningPortal;

beforeAll(async () => {
  portal = await startPortal();
});

afterAll(async () => {
  await portal?.stop();
});

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function openDataRoom(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Side navigation' })
    .getByRole('link', { name: 'Data Room' })
    .click();
  await page.waitForURL(`${portal.portalUrl}/files`);
  await page.getByRole('table', { name: 'Data room files' }).getByRole('row').nth(1).waitFor();
}

async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.portal-toasts').getByText(text, { exact: true }).first().waitFor();
}

const filesTable = (page: Page) => page.getByRole('table', { name: 'Data room files' });
const row = (page: Page, name: string) => filesTable(page).getByRole('row').filter({ hasText: name });

/** Narrows the table to one file by the File Name search. */
async function findFile(page: Page, name: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'File Name' }).fill(name);
  await expect.poll(() => filesTable(page).getByRole('row').count()).toBe(2);
  await row(page, name).waitFor();
}

/** Upload Files, then Choose files with these: answers the dialog. */
async function chooseUploads(
  page: Page,
  files: { name: string; mimeType: string; buffer: Buffer }[],
): Promise<Locator> {
  await page.getByRole('button', { name: 'Upload Files' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Files' });
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog.getByRole('button', { name: 'Choose files' }).click(),
  ]);
  await chooser.setFiles(files);
  return dialog;
}

async function fileAction(page: Page, name: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** The names in a zip the browser saved. */
function zipEntries(path: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(readFileSync(path), { lazyEntries: true }, (error, archive) => {
      if (error || !archive) return reject(error);
      const names: string[] = [];
      archive.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        archive.readEntry();
      });
      archive.on('end', () => resolve(names));
      archive.readEntry();
    });
  });
}

describe('the data room (v2)', () => {
  it('an admin creates a folder, uploads several files with progress, overwrites one, and sees it all in the activity', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      await signInAs(page, portal.portalUrl, 'Ada Admin');
      await openDataRoom(page);
      await expectAccessible(page, 'data room');

      await page.getByRole('button', { name: 'Add Folder' }).click();
      const addFolder = page.getByRole('dialog', { name: 'Add Folder' });
      await addFolder.getByRole('button', { name: 'Create' }).click();
      await addFolder.getByText('Please enter a name for the folder').waitFor();
      await expectAccessible(page, 'add folder');
      await addFolder.getByLabel('Folder name').fill('Legal');
      await addFolder.getByRole('button', { name: 'Create' }).click();
      await toast(page, 'This folder name already exists.');
      await addFolder.getByLabel('Folder name').fill('Board Minutes');
      await addFolder.getByRole('button', { name: 'Create' }).click();
      await toast(page, 'Successfully created the folder');
      await row(page, 'Board Minutes').getByRole('link', { name: 'Board Minutes' }).click();
      await page.waitForURL(/\/files\/[0-9a-f-]{36}$/);
      await filesTable(page).getByText('This folder is empty.').waitFor();
      expect(await page.getByRole('navigation', { name: 'Folder path' }).innerText()).toContain(
        'Board Minutes',
      );

      const upload = await chooseUploads(page, [
        { name: 'Minutes January.pdf', mimeType: 'application/pdf', buffer: PDF },
        { name: 'Minutes February.txt', mimeType: 'text/plain', buffer: Buffer.from('February minutes') },
        { name: 'Attendance.csv', mimeType: 'text/csv', buffer: Buffer.from('name,present\nAda,yes\n') },
        { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
      ]);
      await upload.getByText('Not a valid file extension for setup.exe').waitFor();
      expect(await upload.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
      await expectAccessible(page, 'upload files');
      await upload
        .getByRole('listitem')
        .filter({ hasText: 'setup.exe' })
        .getByRole('button', { name: 'Remove' })
        .click();
      await upload.getByLabel('Type of Minutes January.pdf').selectOption({ label: 'MSA' });
      await upload.getByRole('button', { name: 'Upload', exact: true }).click();
      await toast(page, 'Successfully uploaded your files');
      const bars = upload.getByRole('progressbar');
      expect(await bars.count()).toBe(4);
      for (const bar of await bars.all()) expect(await bar.getAttribute('aria-valuenow')).toBe('100');
      expect((await upload.innerText()).match(/^Uploaded$/gm)).toHaveLength(3);
      await upload.getByRole('button', { name: 'Done' }).click();
      await row(page, 'Attendance.csv').waitFor();
      expect(await row(page, 'Minutes January.pdf').innerText()).toContain('MSA');

      // The same name again: the upload asks first.
      const again = await chooseUploads(page, [
        {
          name: 'Minutes February.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from('February minutes, corrected'),
        },
      ]);
      await again.getByRole('button', { name: 'Upload', exact: true }).click();
      const overwrite = page.getByRole('dialog', { name: 'Overwrite files?' });
      await overwrite.getByText('Minutes February.txt').waitFor();
      await expectAccessible(page, 'overwrite question');
      await overwrite.getByRole('button', { name: 'Overwrite' }).click();
      await toast(page, 'Successfully uploaded your file');
      await page.getByRole('dialog', { name: 'Upload Files' }).getByRole('button', { name: 'Done' }).click();
      await expect.poll(() => row(page, 'Minutes February.txt').innerText()).toContain('1 KB');
      expect(await row(page, 'Minutes February.txt').count()).toBe(1);

      // A disguised .pdf beside a good file: the good one goes in, the bar says one of two, and the reason is words.
      const mixed = await chooseUploads(page, [
        { name: 'Board deck.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a pdf') },
        { name: 'Agenda.txt', mimeType: 'text/plain', buffer: Buffer.from('Agenda') },
      ]);
      await mixed.getByRole('button', { name: 'Upload', exact: true }).click();
      const reason = 'Board deck.pdf is not a real .pdf file: its contents do not match its extension';
      await mixed.getByText(reason).first().waitFor();
      await mixed.getByText('1 of 2 uploaded').waitFor();
      await toast(page, 'Something went wrong while trying to upload:');
      await expectAccessible(page, 'an upload with a refused file');
      await mixed.getByRole('button', { name: 'Done' }).click();
      await row(page, 'Agenda.txt').waitFor();
      expect(await row(page, 'Board deck.pdf').count()).toBe(0);

      // Dropped on the table, files open the upload with them.
      await page.evaluate(() => {
        const transfer = new DataTransfer();
        transfer.items.add(new File(['dropped'], 'Dropped notes.txt', { type: 'text/plain' }));
        const area = document.querySelector('.data-room-drop-area')!;
        area.dispatchEvent(
          new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }),
        );
        area.dispatchEvent(
          new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }),
        );
      });
      const dropped = page.getByRole('dialog', { name: 'Upload Files' });
      await dropped.getByText('Dropped notes.txt', { exact: true }).first().waitFor();
      await dropped.getByRole('button', { name: 'Upload', exact: true }).click();
      await toast(page, 'Successfully uploaded your file');
      await dropped.getByRole('button', { name: 'Done' }).click();
      await row(page, 'Dropped notes.txt').waitFor();

      const activity = page.getByRole('table', { name: 'Data room activity' });
      await expect.poll(() => activity.getByRole('row').nth(1).innerText()).toContain('Dropped notes.txt');
      expect(await activity.innerText()).toMatch(/Ada Admin\s+Uploaded\s+Minutes February\.txt/);
      await expectAccessible(page, 'data room folder');
    } finally {
      await browser.close();
    }
  });

  it('a sales manager pages and searches, downloads one file and a zip of two, previews a PDF and deletes a file', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      await signInAs(page, portal.portalUrl, 'Sam Sales');
      await openDataRoom(page);
      expect(await filesTable(page).getByRole('row').count()).toBe(11);
      // On a laptop's 1024 px every column fits, row actions and the page-size selector included.
      await page.setViewportSize({ width: 1024, height: 768 });
      expect(await tableLayout(page, 'Data room files')).toEqual({
        overflow: 0,
        pastWindow: 0,
        actionsOutOfView: 0,
      });
      const pageSize = await page.getByLabel('Items per page:').first().boundingBox();
      expect((pageSize?.x ?? Infinity) + (pageSize?.width ?? 0)).toBeLessThanOrEqual(1024);
      await page.screenshot({ path: 'artifacts/data-room-1024.png' });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('button', { name: 'Next page' }).click();
      await row(page, 'Statement of Work - Initech.docx').waitFor();
      expect(await row(page, 'Balance Sheets 2023-2024.xlsx').count()).toBe(0);
      await page.getByRole('searchbox', { name: 'File Name' }).fill('bank');
      await expect.poll(() => filesTable(page).getByRole('row').count()).toBe(3);
      await page.getByRole('searchbox', { name: 'File Name' }).fill('');
      await row(page, 'Balance Sheets 2023-2024.xlsx').waitFor();
      expect(await filesTable(page).getByRole('row').count()).toBe(11);

      const single = await savedDownload(page, () => fileAction(page, 'Customer Contracts.csv', 'Download'));
      expect(single.suggestedFilename()).toBe('Customer Contracts.csv');
      expect(readFileSync((await single.path())!, 'utf8')).toContain('Globex');
      await toast(page, 'File Customer Contracts.csv downloaded successfully.');

      const bulkDownload = page.getByRole('button', { name: /^Download/ });
      expect(await bulkDownload.isDisabled()).toBe(true);
      // Carbon hides the input and draws the box on its label: a person clicks the box.
      for (const name of ['Company Logo.png', 'Balance Sheets 2023-2024.xlsx']) {
        const box = page.getByRole('checkbox', { name: `Select ${name}` });
        await page.locator(`label[for="${await box.getAttribute('id')}"]`).click();
        await expect.poll(() => box.isChecked(), { message: `${name} selected` }).toBe(true);
      }
      expect(await bulkDownload.innerText()).toBe('Download (2)');
      const zip = await savedDownload(page, () => bulkDownload.click());
      expect(zip.suggestedFilename()).toBe('Acme Software.zip');
      expect((await zipEntries((await zip.path())!)).sort()).toEqual([
        'Balance Sheets 2023-2024.xlsx',
        'Company Logo.png',
      ]);

      await findFile(page, 'Master Services Agreement.pdf');
      await fileAction(page, 'Master Services Agreement.pdf', 'View');
      const preview = page.getByRole('dialog', { name: 'Preview of Master Services Agreement.pdf' });
      const frame = preview.locator('iframe[title="Preview of Master Services Agreement.pdf"]');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toMatch(/^blob:/);
      const type = await frame.evaluate(async (element: HTMLIFrameElement) =>
        (await fetch(element.src)).blob().then((blob) => blob.type),
      );
      expect(type).toBe('application/pdf');
      await expectAccessible(page, 'PDF preview');
      await page.keyboard.press('Escape');
      await preview.waitFor({ state: 'detached' });

      // The signed financing summary cannot be deleted: no action for it.
      await findFile(page, 'Signed Financing Summary.pdf');
      await page.getByRole('button', { name: 'Actions for Signed Financing Summary.pdf' }).click();
      expect(await page.getByRole('menuitem', { name: 'Delete' }).count()).toBe(0);
      await page.keyboard.press('Escape');

      await findFile(page, 'Bank Statements Q1 2025.pdf');
      await fileAction(page, 'Bank Statements Q1 2025.pdf', 'Delete');
      const confirm = page.getByRole('dialog', { name: 'Delete file' });
      await confirm
        .getByText('Are you sure you want to delete Bank Statements Q1 2025.pdf?', { exact: false })
        .waitFor();
      await expectAccessible(page, 'delete confirmation');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await toast(page, 'File deleted successfully.');
      await page.locator('.data-room-row--removing').waitFor({ state: 'attached' });
      await expect.poll(() => row(page, 'Bank Statements Q1 2025.pdf').count()).toBe(0);
      await filesTable(page).getByText('No files or folders match this name.').waitFor();

      const activity = page.getByRole('table', { name: 'Data room activity' });
      await expect
        .poll(() => activity.getByRole('row').nth(1).innerText())
        .toMatch(/Sam Sales\s+Deleted\s+Bank Statements Q1 2025\.pdf/);
      const lines = await activity.innerText();
      expect(lines).toMatch(/Sam Sales\s+Viewed\s+Master Services Agreement\.pdf/);
      expect(lines).toMatch(/Sam Sales\s+Downloaded\s+Company Logo\.png/);
      expect(lines).toMatch(/Sam Sales\s+Downloaded\s+Customer Contracts\.csv/);
    } finally {
      await browser.close();
    }
  });

  it('an admin ticks a requested document off in the right rail', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      await signInAs(page, portal.portalUrl, 'Ada Admin');
      await openDataRoom(page);
      const rail = page.getByRole('complementary', { name: 'Requested documents' });
      // The seeded contract counts by its type, the financial workbooks as the files marked for them.
      await rail.getByText('2 of 5 provided').waitFor();
      expect(await rail.getByLabel('A sample customer contract').isChecked()).toBe(true);
      expect(
        await rail
          .getByLabel('2 years of monthly income statements, balance sheets and cash flow statements (Excel)')
          .isChecked(),
      ).toBe(true);
      await rail.getByText('The last 2 quarters of bank statements').click();
      await rail.getByText('3 of 5 provided').waitFor();
    } finally {
      await browser.close();
    }
  });
});

describe('keeping the data room tidy', () => {
  it('an admin renames a folder by keyboard, moves a file into it, deletes a folder after being told what it holds, and marks files as requested documents', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      await signInAs(page, portal.portalUrl, 'Ada Admin');
      await openDataRoom(page);
      const rail = page.getByRole('complementary', { name: 'Requested documents' });
      const providedCount = async () =>
        Number((await rail.getByText(/ of 5 provided$/).innerText()).match(/^(\d+) of 5/)?.[1]);
      await rail.getByText(/ of 5 provided$/).waitFor();
      const providedBefore = await providedCount();

      for (const width of [1024, 1280]) {
        await page.setViewportSize({ width, height: width === 1024 ? 768 : 800 });
        // Folder rows have their action menu now: every column still fits.
        expect(await tableLayout(page, 'Data room files'), `at ${width} px`).toEqual({
          overflow: 0,
          pastWindow: 0,
          actionsOutOfView: 0,
        });
        await expectAccessible(page, `data room with folder actions at ${width} px`);
      }
      await page.setViewportSize({ width: 1024, height: 768 });

      // Rename, by keyboard alone: the row's menu, Rename, the name, Enter.
      await findFile(page, 'Legal');
      await page.getByRole('button', { name: 'Actions for Legal' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('menuitem', { name: 'Rename' }).waitFor();
      expect(await focusedName(page)).toBe('Rename');
      await page.keyboard.press('Enter');
      const rename = page.getByRole('dialog', { name: 'Rename Legal' });
      await rename.getByLabel('Folder name').waitFor();
      expect(await focusedName(page)).toBe('Folder name');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('Contracts');
      await page.keyboard.press('Enter');
      await toast(page, 'This folder name already exists.');
      await expectAccessible(page, 'rename folder');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('Q1/Q2');
      await page.keyboard.press('Enter');
      await rename.getByText('Use only letters, digits, spaces, _ and -').waitFor();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('Legal Documents');
      await page.keyboard.press('Enter');
      await toast(page, 'Folder renamed successfully.');
      await rename.waitFor({ state: 'detached' });
      await expect.poll(() => focusedName(page)).toBe('Actions for Legal Documents');
      await findFile(page, 'Legal Documents');

      // Move a file into it: the dialog offers every other folder by path.
      await findFile(page, 'Customer Contracts.csv');
      await fileAction(page, 'Customer Contracts.csv', 'Move');
      const move = page.getByRole('dialog', { name: 'Move Customer Contracts.csv' });
      const target = move.getByLabel('Move to folder');
      await target.waitFor();
      expect(await target.locator('option').allInnerTexts()).toContain('/Legal Documents');
      expect(await target.locator('option').allInnerTexts()).not.toContain('Data Room (top folder)');
      await target.selectOption({ label: '/Legal Documents' });
      await expectAccessible(page, 'move file');
      await move.getByRole('button', { name: 'Move', exact: true }).click();
      await toast(page, 'File moved successfully.');
      await filesTable(page).getByText('No files or folders match this name.').waitFor();
      await page.getByRole('searchbox', { name: 'File Name' }).fill('');
      await row(page, 'Legal Documents').getByRole('link', { name: 'Legal Documents' }).click();
      await row(page, 'Customer Contracts.csv').waitFor();
      await page.getByRole('navigation', { name: 'Folder path' }).getByRole('link').first().click();
      await page.waitForURL(`${portal.portalUrl}/files`);

      // Delete a folder that holds files and folders: the confirmation names them first.
      await findFile(page, 'Contracts');
      await fileAction(page, 'Contracts', 'Delete');
      const remove = page.getByRole('dialog', { name: 'Delete folder' });
      await remove
        .getByText('Contracts holds 1 file and 1 folder. Are you sure you want to delete the folder', {
          exact: false,
        })
        .waitFor();
      await expectAccessible(page, 'delete folder confirmation');
      await remove.getByRole('button', { name: 'Delete folder and contents' }).click();
      await toast(page, 'Folder deleted successfully.');
      await expect.poll(() => row(page, 'Contracts').count()).toBe(0);
      const activity = page.getByRole('table', { name: 'Data room activity' });
      await expect
        .poll(() => activity.getByRole('row').nth(1).innerText())
        .toMatch(/Ada Admin\s+Deleted\s+Contracts \(folder\)/);
      const lines = await activity.innerText();
      expect(lines).toMatch(/Ada Admin\s+Deleted\s+Globex Signed Order Form\.pdf/);
      expect(lines).toMatch(/Ada Admin\s+Moved from the top folder\s+Customer Contracts\.csv/);
      expect(lines).toMatch(/Ada Admin\s+Renamed from Legal\s+Legal Documents \(folder\)/);

      // An upload marked as a requested document ticks the checklist.
      await page.getByRole('searchbox', { name: 'File Name' }).fill('');
      const upload = await chooseUploads(page, [
        {
          name: 'All Customer Contracts.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from('Customer,Start\nGlobex,2025-01-01\n'),
        },
      ]);
      await upload
        .getByLabel('Requested document All Customer Contracts.csv is')
        .selectOption({ label: 'A list of all customer contracts' });
      await expectAccessible(page, 'upload with a requested document');
      await upload.getByRole('button', { name: 'Upload', exact: true }).click();
      await toast(page, 'Successfully uploaded your file');
      await upload.getByRole('button', { name: 'Done' }).click();
      await expect.poll(providedCount).toBe(providedBefore + 1);
      expect(await rail.getByLabel('A list of all customer contracts').isChecked()).toBe(true);

      // And a file already there, from its row's actions.
      await findFile(page, 'Pro Forma Projections 2026.xlsx');
      await fileAction(page, 'Pro Forma Projections 2026.xlsx', 'Mark as requested document');
      const mark = page.getByRole('dialog', {
        name: 'Mark Pro Forma Projections 2026.xlsx as a requested document',
      });
      await mark.getByLabel('Requested document').selectOption({ label: '12-month pro forma projections' });
      await expectAccessible(page, 'mark as requested document');
      await mark.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Requested document updated successfully.');
      await expect.poll(providedCount).toBe(providedBefore + 2);
      await row(page, 'Pro Forma Projections 2026.xlsx')
        .getByText('Pro forma projections', { exact: true })
        .waitFor();
      await page.setViewportSize({ width: 1280, height: 800 });
      await expectAccessible(page, 'data room after marking at 1280 px');
    } finally {
      await browser.close();
    }
  });
});

describe('the older data room page and who reaches it', () => {
  it('a seller without the v2 page browses folders by name', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      await signInAs(page, portal.portalUrl, 'Bob Borealis');
      await openDataRoom(page);
      expect(await page.getByRole('complementary', { name: 'Requested documents' }).count()).toBe(0);
      await row(page, 'Contracts').getByRole('link', { name: 'Contracts' }).click();
      await page.waitForURL(`${portal.portalUrl}/files/Contracts`);
      await row(page, 'Order Form - Umbrella.pdf').waitFor();
      await expectAccessible(page, 'older data room folder');
      await page
        .getByRole('navigation', { name: 'Folder path' })
        .getByRole('link', { name: 'Data Room' })
        .click();
      await page.waitForURL(`${portal.portalUrl}/files`);
      await row(page, 'Borealis MSA.pdf').waitFor();
    } finally {
      await browser.close();
    }
  });

  it('the demo switch turns a seller to the older page', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      await signInAs(page, portal.portalUrl, 'Ada Admin');
      const organization = await page.evaluate(async () => {
        const system = (
          window as unknown as { System: { import(name: string): Promise<Record<string, unknown>> } }
        ).System;
        const platform = (await system.import('@seller-portal/platform')) as {
          getSession(): { accessToken(): Promise<string | null> };
        };
        const token = await platform.getSession().accessToken();
        const answer = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: '{ organization { id } }' }),
        });
        return ((await answer.json()) as { data: { organization: { id: string } } }).data.organization.id;
      });
      const switched = await fetch(`${portal.providerUrl}/sandbox/sellers/${organization}/settings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ useDataRoomV2Page: false }),
      });
      expect(switched.status).toBe(200);
      await page.goto(`${portal.portalUrl}/files/Financials`);
      await row(page, '2024').waitFor();
      await row(page, '2024').getByRole('link', { name: '2024' }).click();
      await page.waitForURL(`${portal.portalUrl}/files/Financials%2F2024`);
      await row(page, 'Audit Letter 2024.pdf').waitFor();
      await fetch(`${portal.providerUrl}/sandbox/sellers/${organization}/settings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ useDataRoomV2Page: true }),
      });
    } finally {
      await browser.close();
    }
  });

  it('an account executive has no Data Room, and /files is not found for them', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      await signInAs(page, portal.portalUrl, 'Alex Account');
      expect(await navigationLabels(page)).not.toContain('Data Room');
      await page.goto(`${portal.portalUrl}/files`);
      await page.getByText('Oops, page not found').waitFor();
      expect(await filesTable(page).count()).toBe(0);
    } finally {
      await browser.close();
    }
  });
});
