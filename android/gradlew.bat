@rem Runs the Gradle version named in gradle\wrapper\gradle-wrapper.properties.
@rem The wrapper jar is not kept in this repository: where Gradle is installed, run
@rem "gradle wrapper" once in this folder, which creates it and replaces this script.
@echo off
setlocal
set APP_HOME=%~dp0
set WRAPPER_JAR=%APP_HOME%gradle\wrapper\gradle-wrapper.jar
if not exist "%WRAPPER_JAR%" (
  echo gradlew: %WRAPPER_JAR% is missing. 1>&2
  echo Create it once where Gradle is installed:  cd android ^&^& gradle wrapper --gradle-version 8.14.3 1>&2
  exit /b 1
)
set JAVA_EXE=java.exe
if defined JAVA_HOME set JAVA_EXE=%JAVA_HOME%\bin\java.exe
"%JAVA_EXE%" %JAVA_OPTS% %GRADLE_OPTS% "-Dorg.gradle.appname=gradlew" -classpath "%WRAPPER_JAR%" org.gradle.wrapper.GradleWrapperMain %*
exit /b %ERRORLEVEL%
