// The preset's jsdom environment in the time zone a test file names:
//   @jest-environment @moneta/tooling/jest-timezone-environment
//   @jest-environment-options {"timeZone": "Asia/Kolkata"}
// Date's local fields follow the TZ of the worker process, which a test cannot set: jest hands it a copy of
// process.env. The zone is the worker's for the file's run, then restored.
const { TestEnvironment } = require('jest-environment-jsdom');

class TimeZoneEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.timeZone = config.projectConfig.testEnvironmentOptions.timeZone;
    if (typeof this.timeZone !== 'string') {
      throw new Error(
        `${context.testPath}: name the zone with @jest-environment-options {"timeZone": "..."}`,
      );
    }
  }

  async setup() {
    await super.setup();
    this.previousTimeZone = process.env.TZ;
    process.env.TZ = this.timeZone;
  }

  async teardown() {
    if (this.previousTimeZone === undefined) delete process.env.TZ;
    else process.env.TZ = this.previousTimeZone;
    await super.teardown();
  }
}

module.exports = TimeZoneEnvironment;
