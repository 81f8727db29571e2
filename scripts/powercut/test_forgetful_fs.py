"""Checks forgetful_fs through a real mount: what survives a power cut and what does not.

Run as root:  /usr/bin/python3 -m unittest scripts/powercut/test_forgetful_fs.py
"""

import os
import select
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
FORGETFUL_FS = os.path.join(HERE, 'forgetful_fs.py')
PYTHON = '/usr/bin/python3'  # the interpreter that has pyfuse3


def fsync_path(path):
    """fsync a file or (through FUSE fsyncdir) a directory."""
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def write_file(path, data, sync=False):
    with open(path, 'wb') as file:
        file.write(data)
        file.flush()
        if sync:
            os.fsync(file.fileno())


def read_file(path):
    with open(path, 'rb') as file:
        return file.read()


class Daemon:
    """One forgetful_fs process serving `backing` at `mountpoint`."""

    def __init__(self, backing, mountpoint, log_path, allow_other=False):
        self.mountpoint = mountpoint
        args = [PYTHON, FORGETFUL_FS, 'mount', backing, mountpoint]
        if allow_other:
            args.append('--allow-other')
        self.log = open(log_path, 'ab')
        self.process = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=self.log)
        ready, _, _ = select.select([self.process.stdout], [], [], 20)
        line = self.process.stdout.readline() if ready else b''
        if line.strip() != b'ready':
            self.kill()
            raise RuntimeError(f'forgetful_fs did not start: {line!r}, see {log_path}')

    def wait_exit(self):
        code = self.process.wait(timeout=120)
        self.close_files()
        return code

    def close_files(self):
        self.process.stdout.close()
        self.log.close()

    def cut(self):
        self.process.send_signal(signal.SIGUSR1)
        return self.wait_exit()

    def stop(self):
        self.process.send_signal(signal.SIGTERM)
        return self.wait_exit()

    def unmount(self):
        subprocess.run(['fusermount3', '-u', self.mountpoint], check=True)
        return self.wait_exit()

    def kill(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        subprocess.run(['fusermount3', '-u', '-z', self.mountpoint], stderr=subprocess.DEVNULL)
        self.close_files()


class MountTestCase(unittest.TestCase):
    allow_other = False

    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix='forgetful-test-')
        os.chmod(self.tmp, 0o755)
        self.backing = os.path.join(self.tmp, 'backing')
        self.mnt = os.path.join(self.tmp, 'mnt')
        os.mkdir(self.backing)
        os.mkdir(self.mnt)
        self.daemon = None
        self.addCleanup(shutil.rmtree, self.tmp, ignore_errors=True)
        self.mount()

    def tearDown(self):
        if self.daemon is not None:
            self.daemon.kill()

    def mount(self):
        self.daemon = Daemon(self.backing, self.mnt, os.path.join(self.tmp, 'fs.log'), self.allow_other)
        self.assertTrue(os.path.ismount(self.mnt))

    def cut(self):
        self.assertEqual(self.daemon.cut(), 0)
        self.assertFalse(os.path.ismount(self.mnt))

    def cut_and_remount(self):
        self.cut()
        self.mount()

    def m(self, *parts):
        return os.path.join(self.mnt, *parts)

    def b(self, *parts):
        return os.path.join(self.backing, *parts)

    def make_durable_dirs(self, *names):
        for name in names:
            os.mkdir(self.m(name))
        fsync_path(self.mnt)


class FileDataTest(MountTestCase):
    def test_unsynced_writes_are_lost_and_synced_writes_kept(self):
        path = self.m('data')
        write_file(path, b'A' * 10000, sync=True)
        write_file(self.m('datasync'), b'D' * 5000)
        fd = os.open(self.m('datasync'), os.O_RDWR)
        os.fdatasync(fd)
        os.close(fd)
        fsync_path(self.mnt)

        fd = os.open(path, os.O_RDWR)
        os.pwrite(fd, b'B' * 5000, 2000)
        os.pwrite(fd, b'C' * 3000, 10000)
        os.close(fd)
        live = b'A' * 2000 + b'B' * 5000 + b'A' * 3000 + b'C' * 3000
        self.assertEqual(read_file(path), live, 'reads must see unsynced writes')
        self.assertEqual(os.stat(path).st_size, 13000)
        self.assertEqual(read_file(self.b('data')), b'A' * 10000, 'the disk holds only synced data')

        self.cut_and_remount()
        self.assertEqual(read_file(path), b'A' * 10000)
        self.assertEqual(read_file(self.m('datasync')), b'D' * 5000)

    def test_unsynced_truncate_comes_back(self):
        original = os.urandom(12000)
        write_file(self.m('shrunk'), original, sync=True)
        write_file(self.m('shrunk-synced'), original, sync=True)
        fsync_path(self.mnt)

        os.truncate(self.m('shrunk'), 100)
        self.assertEqual(os.stat(self.m('shrunk')).st_size, 100)
        # Growing it again must not bring the cut-off bytes back.
        os.truncate(self.m('shrunk'), 9000)
        self.assertEqual(read_file(self.m('shrunk')), original[:100] + bytes(8900))
        fd = os.open(self.m('shrunk-synced'), os.O_RDWR)
        os.ftruncate(fd, 100)
        os.fsync(fd)
        os.close(fd)

        self.cut_and_remount()
        self.assertEqual(read_file(self.m('shrunk')), original)
        self.assertEqual(read_file(self.m('shrunk-synced')), original[:100])

    def test_unsynced_extend_is_lost(self):
        write_file(self.m('grown'), b'x' * 100, sync=True)
        fsync_path(self.mnt)
        fd = os.open(self.m('grown'), os.O_RDWR)
        os.pwrite(fd, b'tail', 5000)
        os.close(fd)
        self.assertEqual(os.stat(self.m('grown')).st_size, 5004)
        self.assertEqual(read_file(self.m('grown')), b'x' * 100 + bytes(4900) + b'tail')

        self.cut_and_remount()
        self.assertEqual(os.stat(self.m('grown')).st_size, 100)
        self.assertEqual(read_file(self.m('grown')), b'x' * 100)


class DirectoryTest(MountTestCase):
    def test_created_file_without_dir_sync_disappears(self):
        self.make_durable_dirs('a', 'b')
        write_file(self.m('a', 'lost'), b'data', sync=True)  # file synced, directory not
        write_file(self.m('b', 'kept'), b'data', sync=True)
        fsync_path(self.m('b'))
        self.assertEqual(sorted(os.listdir(self.m('a'))), ['lost'])

        self.cut_and_remount()
        self.assertEqual(os.listdir(self.m('a')), [])
        self.assertEqual(read_file(self.m('b', 'kept')), b'data')

    def test_unlinked_file_without_dir_sync_returns(self):
        self.make_durable_dirs('a', 'b')
        for name in ('a', 'b'):
            write_file(self.m(name, 'f'), name.encode() * 3000, sync=True)
            fsync_path(self.m(name))
        os.unlink(self.m('a', 'f'))
        os.unlink(self.m('b', 'f'))
        fsync_path(self.m('b'))
        self.assertFalse(os.path.exists(self.m('a', 'f')))

        self.cut_and_remount()
        self.assertEqual(read_file(self.m('a', 'f')), b'a' * 3000)
        self.assertFalse(os.path.exists(self.m('b', 'f')))

    def test_rename_without_dir_sync_is_undone(self):
        self.make_durable_dirs('a', 'b', 'c')
        write_file(self.m('a', 'src'), b'one', sync=True)
        write_file(self.m('b', 'src'), b'two', sync=True)
        write_file(self.m('c', 'old'), b'old', sync=True)
        write_file(self.m('c', 'new'), b'new', sync=True)
        for name in ('a', 'b', 'c'):
            fsync_path(self.m(name))

        os.rename(self.m('a', 'src'), self.m('a', 'dst'))
        os.rename(self.m('b', 'src'), self.m('b', 'dst'))
        fsync_path(self.m('b'))
        os.rename(self.m('c', 'new'), self.m('c', 'old'))  # replaces an existing file
        self.assertEqual(read_file(self.m('c', 'old')), b'new')
        self.assertEqual(sorted(os.listdir(self.m('a'))), ['dst'])

        self.cut_and_remount()
        self.assertEqual(sorted(os.listdir(self.m('a'))), ['src'])
        self.assertEqual(read_file(self.m('a', 'src')), b'one')
        self.assertEqual(sorted(os.listdir(self.m('b'))), ['dst'])
        self.assertEqual(read_file(self.m('b', 'dst')), b'two')
        self.assertEqual(read_file(self.m('c', 'old')), b'old')
        self.assertEqual(read_file(self.m('c', 'new')), b'new')

    def test_mkdir_and_rmdir_without_parent_sync_are_undone(self):
        self.make_durable_dirs('kept-empty')
        os.mkdir(self.m('new-dir'))
        write_file(self.m('new-dir', 'f'), b'x', sync=True)
        fsync_path(self.m('new-dir'))  # its parent is never synced
        os.rmdir(self.m('kept-empty'))
        self.assertEqual(os.listdir(self.mnt), ['new-dir'])

        self.cut()
        self.assertEqual(os.listdir(self.b()), ['kept-empty'], 'no trash is left on the disk')
        self.mount()
        self.assertEqual(os.listdir(self.mnt), ['kept-empty'])

    def _make_unsynced_changes(self):
        self.make_durable_dirs('d')
        write_file(self.m('d', 'gone'), b'g', sync=True)
        write_file(self.m('d', 'moved'), b'm', sync=True)
        fsync_path(self.m('d'))
        write_file(self.m('d', 'new'), b'n' * 5000)
        os.unlink(self.m('d', 'gone'))
        os.rename(self.m('d', 'moved'), self.m('d', 'renamed'))
        os.truncate(self.m('d', 'renamed'), 0)

    def _check_all_kept(self):
        # The stopped daemon left the disk final: no trash, every change written.
        self.assertEqual(os.listdir(self.b()), ['d'])
        self.assertEqual(sorted(os.listdir(self.b('d'))), ['new', 'renamed'])
        self.assertEqual(read_file(self.b('d', 'new')), b'n' * 5000)
        self.mount()
        self.assertEqual(sorted(os.listdir(self.m('d'))), ['new', 'renamed'])
        self.assertEqual(read_file(self.m('d', 'new')), b'n' * 5000)
        self.assertEqual(read_file(self.m('d', 'renamed')), b'')

    def test_clean_unmount_keeps_everything(self):
        self._make_unsynced_changes()
        self.assertEqual(self.daemon.unmount(), 0)
        self._check_all_kept()

    def test_sigterm_keeps_everything(self):
        self._make_unsynced_changes()
        self.assertEqual(self.daemon.stop(), 0)
        self._check_all_kept()


class OwnershipTest(MountTestCase):
    allow_other = True

    def test_files_belong_to_the_caller_and_keep_modes(self):
        os.mkdir(self.m('shared'), 0o777)
        os.chmod(self.m('shared'), 0o777)
        path = self.m('shared', 'nobody-file')
        subprocess.run(
            [PYTHON, '-c', 'import os,sys; os.umask(0o022); open(sys.argv[1], "w").write("hi")', path],
            user=65534, group=65534, check=True,
        )
        st = os.stat(path)
        self.assertEqual((st.st_uid, st.st_gid, st.st_mode & 0o777), (65534, 65534, 0o644))
        os.chmod(self.m('shared'), 0o700)
        os.chown(self.m('shared'), 65534, 65534)
        self.assertEqual(os.stat(self.m('shared')).st_mode & 0o777, 0o700)
        # default_permissions: another user is refused by the modes reported.
        refused = subprocess.run(['ls', self.m('shared')], user=1, stderr=subprocess.DEVNULL)
        self.assertNotEqual(refused.returncode, 0)
        fsync_path(self.m('shared'))
        fsync_path(self.mnt)
        self.assertEqual(self.daemon.unmount(), 0)
        st = os.stat(self.b('shared', 'nobody-file'))
        self.assertEqual((st.st_uid, st.st_mode & 0o777), (65534, 0o644))
        self.mount()


# Commits one row per transaction and prints each id once its COMMIT has returned.
SQLITE_WRITER = r'''
import sqlite3, sys
db, synchronous, first = sys.argv[1], sys.argv[2], int(sys.argv[3])
con = sqlite3.connect(db, isolation_level=None, timeout=30)
con.execute('PRAGMA synchronous=' + synchronous)
i = first
while True:
    con.execute('BEGIN IMMEDIATE')
    con.execute('INSERT INTO t(id, payload) VALUES (?, ?)', (i, 'x' * 200))
    con.execute('COMMIT')
    print(i, flush=True)
    i += 1
'''


class SqliteTest(MountTestCase):
    def setup_db(self, journal_mode='wal'):
        """A database whose creation and schema are durable, as after a normal start."""
        db = self.m('app.db')
        con = sqlite3.connect(db, isolation_level=None)
        self.assertEqual(con.execute(f'PRAGMA journal_mode={journal_mode}').fetchone()[0], journal_mode)
        con.execute('PRAGMA synchronous=FULL')
        con.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, payload TEXT)')
        con.executemany('INSERT INTO t VALUES (?, ?)', [(i, 'seed') for i in range(10)])
        con.close()
        fsync_path(self.mnt)  # SQLite never syncs the directory of a new main database file
        return db

    def run_writer_then_cut(self, db, synchronous, max_commits=400, max_seconds=4.0):
        """Returns the ids acknowledged before the power cut."""
        writer = subprocess.Popen(
            [PYTHON, '-c', SQLITE_WRITER, db, synchronous, '1000'],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
        )
        acknowledged = []
        reader = threading.Thread(
            target=lambda: acknowledged.extend(int(line) for line in writer.stdout), daemon=True
        )
        reader.start()
        started = time.monotonic()
        while len(acknowledged) < max_commits and time.monotonic() < started + max_seconds:
            time.sleep(0.01)
        started_cut = len(acknowledged)
        self.commit_rate = started_cut / (time.monotonic() - started)
        self.assertEqual(self.daemon.cut(), 0)  # the writer is still committing
        writer.kill()
        writer.wait()
        reader.join(10)
        writer.stdout.close()
        self.assertGreater(started_cut, 20, 'the writer made too few commits to judge')
        self.mount()
        return set(acknowledged)

    def read_back(self, db):
        con = sqlite3.connect(db)
        try:
            integrity = con.execute('PRAGMA integrity_check').fetchone()[0]
            ids = {row[0] for row in con.execute('SELECT id FROM t')}
        finally:
            con.close()
        return integrity, ids

    def test_wal_synchronous_full_keeps_acknowledged_commits(self):
        db = self.setup_db()
        acknowledged = self.run_writer_then_cut(db, 'FULL')
        integrity, ids = self.read_back(db)
        self.assertEqual(integrity, 'ok')
        missing = acknowledged - ids
        self.assertEqual(missing, set(), f'{len(missing)} acknowledged commits lost')
        self.assertTrue(set(range(10)) <= ids)
        print(f'\nsqlite WAL synchronous=FULL: {len(acknowledged)} acknowledged, '
              f'{len(ids & acknowledged)} present after the cut '
              f'(~{self.commit_rate:.0f} commits/s through the mount)', file=sys.stderr)

    def test_wal_synchronous_off_loses_acknowledged_commits(self):
        db = self.setup_db()
        acknowledged = self.run_writer_then_cut(db, 'OFF')
        integrity, ids = self.read_back(db)
        lost = acknowledged - ids
        print(f'\nsqlite WAL synchronous=OFF: {len(acknowledged)} acknowledged, {len(lost)} lost '
              f'after the cut (integrity {integrity})', file=sys.stderr)
        self.assertGreater(len(lost), 0, 'the cut should have lost unsynced commits')
        self.assertTrue(set(range(10)) <= ids, 'the durable seed rows must survive')

    def test_rollback_journal_synchronous_extra_keeps_acknowledged_commits(self):
        # EXTRA also syncs the directory after deleting the journal, which is what makes a
        # DELETE-mode commit durable on a disk that may lose directory changes.
        db = self.setup_db(journal_mode='delete')
        acknowledged = self.run_writer_then_cut(db, 'EXTRA', max_commits=150)
        integrity, ids = self.read_back(db)
        self.assertEqual(integrity, 'ok')
        self.assertEqual(acknowledged - ids, set())

    def test_locking_works_across_two_processes(self):
        db = self.setup_db()
        holder = sqlite3.connect(db, isolation_level=None)
        holder.execute('BEGIN IMMEDIATE')
        holder.execute("INSERT INTO t VALUES (500, 'held')")
        probe = subprocess.run(
            [PYTHON, '-c',
             'import sqlite3,sys\n'
             'con = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=0)\n'
             'try:\n    con.execute("BEGIN IMMEDIATE"); print("acquired")\n'
             'except sqlite3.OperationalError as e:\n    print(e)\n', db],
            capture_output=True, text=True, timeout=30,
        )
        holder.execute('COMMIT')
        holder.close()
        self.assertEqual(probe.stdout.strip(), 'database is locked')

        inserter = ('import sqlite3,sys\n'
                    'con = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=30)\n'
                    'base = int(sys.argv[2])\n'
                    'for i in range(base, base + 200):\n'
                    '    con.execute("INSERT INTO t VALUES (?, ?)", (i, "p"))\n')
        writers = [subprocess.Popen([PYTHON, '-c', inserter, db, str(base)]) for base in (1000, 2000)]
        for writer in writers:
            self.assertEqual(writer.wait(timeout=120), 0)
        integrity, ids = self.read_back(db)
        self.assertEqual(integrity, 'ok')
        self.assertEqual(len(ids), 10 + 1 + 400)


if __name__ == '__main__':
    unittest.main()
