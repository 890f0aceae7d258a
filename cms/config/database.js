'use strict';
const path = require('node:path');
// SQLite in the git-ignored .tmp folder (DATABASE_FILENAME moves it, e.g. for a test run).
module.exports = ({ env }) => ({
  connection: {
    client: 'sqlite',
    connection: { filename: path.resolve(__dirname, '..', env('DATABASE_FILENAME', '.tmp/data.db')) },
    useNullAsDefault: true,
    // Write-ahead log: one sync per checkpoint instead of one per statement (the import writes
    // tens of thousands of rows).
    pool: {
      afterCreate(connection, done) {
        connection.pragma('journal_mode = WAL');
        connection.pragma('synchronous = NORMAL');
        done(null, connection);
      },
    },
  },
});
